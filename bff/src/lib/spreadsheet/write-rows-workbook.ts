/**
 * Writes a one-sheet .xlsx of plain rows (the import error file: the refused rows as they were plus a reasons column)
 * through the exports' streaming writer: text through toXlsxCell (no formula can run, Excel's cell length), booleans
 * kept, the header frozen; memory stays flat however many rows.
 */
import type { CellValue } from '@contract/imports/import-columns';
import { toXlsxCell, writeXlsxPages, type XlsxCell } from '../xlsx/xlsx-export';

export interface RowsWorkbookOptions {
  filePath: string;
  sheetName: string;
  header: readonly string[];
  rows: AsyncIterable<readonly CellValue[]> | Iterable<readonly CellValue[]>;
  /** In characters, by column; by default each column fits its header (at least 10). */
  columnWidths?: readonly number[];
}

/** Rows written between two waits for the zip compressor to catch up. */
const ROWS_PER_PAGE = 1000;

async function* pagesOf(rows: AsyncIterable<readonly CellValue[]> | Iterable<readonly CellValue[]>): AsyncIterable<XlsxCell[][]> {
  let page: XlsxCell[][] = [];
  for await (const row of rows) {
    page.push(row.map(toXlsxCell));
    if (page.length === ROWS_PER_PAGE) {
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}

/** Resolves with the number of rows written after the header; on failure the partial file is removed. */
export function writeRowsWorkbook(options: RowsWorkbookOptions): Promise<{ rows: number }> {
  const { header } = options;
  return writeXlsxPages({
    filePath: options.filePath, sheetName: options.sheetName, header, freezeHeader: true,
    widths: header.map((text, index) => options.columnWidths?.[index] ?? Math.max(10, text.length + 2)), pages: pagesOf(options.rows),
  });
}
