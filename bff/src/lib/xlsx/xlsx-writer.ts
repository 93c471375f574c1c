/**
 * Writing a one-sheet .xlsx into a FileStore, whatever writes it: in Node exceljs's streaming writer (xlsx-export.ts,
 * flat memory however many rows), in a page exceljs's browser build (buffered-xlsx-writer.ts). Both load exceljs
 * only when a file is written. Text cells go through neutraliseCell (spec §5 exports: no formula can run).
 */
import { neutraliseCell, type ExportColumn } from '@contract/exports/export.rules';
import type { FileStore } from '../files/file-store';

/** Excel refuses longer cell texts. */
const EXCEL_CELL_MAX_CHARS = 32_767;

export type XlsxCell = string | number | boolean | null;

/** The value as the sheet holds it: neutralised text, finite numbers, booleans, empty otherwise. */
export function toXlsxCell(value: string | number | boolean | null): XlsxCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return neutraliseCell(value).slice(0, EXCEL_CELL_MAX_CHARS);
  if (typeof value === 'boolean') return value;
  return null;
}

/** Excel's rules: at most 31 characters, none of [ ] : * ? / \\ . */
export function sheetNameOf(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

export interface SheetLayout {
  sheetName: string;
  /** The first row (through toXlsxCell). */
  header: readonly string[];
  /** In characters, by column. */
  widths: readonly number[];
  /** Keeps the header row in view while scrolling. */
  freezeHeader?: boolean;
}

/** Pages of rows whose cells are already toXlsxCell's. */
export type XlsxPages = AsyncIterable<readonly (readonly XlsxCell[])[]>;

/**
 * Writes the header and the pages as `key` in `files`; resolves with the number of rows written after the header.
 * When the pages or the writing fail, nothing is left under key.
 */
export type XlsxWriter = (files: FileStore, key: string, layout: SheetLayout, pages: XlsxPages) => Promise<{ rows: number }>;

async function* cellPages<Row>(columns: readonly ExportColumn<Row>[], pages: AsyncIterable<Row[]>): AsyncIterable<XlsxCell[][]> {
  for await (const page of pages) yield page.map((row) => columns.map((column) => toXlsxCell(column.value(row))));
}

/** An export's sheet: the columns' headers, then each row's column values. */
export function exportSheet<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  pages: AsyncIterable<Row[]>,
): { layout: SheetLayout; pages: XlsxPages } {
  return {
    layout: { sheetName, header: columns.map((column) => column.header), widths: columns.map((column) => column.width) },
    pages: cellPages(columns, pages),
  };
}
