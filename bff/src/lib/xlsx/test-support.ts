/** Test helpers for the xlsx writers: a two-column line, its export columns, and pages of lines as a list would yield them. */
import type { ExportColumn } from '@contract/exports/export.rules';

export interface Line {
  text: string;
  amount: number | null;
}

export const LINE_COLUMNS: ExportColumn<Line>[] = [
  { header: 'Text', width: 30, value: (line) => line.text },
  { header: 'Amount', width: 12, value: (line) => line.amount },
];

export async function* pagesOf<T>(...pages: T[][]): AsyncIterable<T[]> {
  for (const page of pages) yield page;
}
