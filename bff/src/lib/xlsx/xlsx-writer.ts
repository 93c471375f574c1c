/**
 * Writing a one-sheet .xlsx into a FileStore, whatever writes it: in Node exceljs's streaming writer (xlsx-export.ts,
 * flat memory however many rows), in a page exceljs's browser build (buffered-xlsx-writer.ts). Both load exceljs
 * only when a file is written. Text cells go through neutraliseCell (spec §5 exports: no formula can run).
 */
import type ExcelJS from 'exceljs';
import { EXPORT_TIME_ZONE, type ExportColumn } from '@contract/exports/export.rules';
import type { FileStore } from '../files/file-store';
import { exportCellWriter, exportHeader, type ExportCellOptions } from './export-cells';
import type { XlsxCell } from './xlsx-cell';

export { toXlsxCell, type FormattedNumber, type XlsxCell } from './xlsx-cell';

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

/** Adds a row of cells to a sheet of either writer: formatted numbers get their cell's number format. */
export function addXlsxRow(sheet: ExcelJS.Worksheet, cells: readonly XlsxCell[]): ExcelJS.Row {
  const values: (string | number | boolean | null)[] = new Array(cells.length);
  let formatted = false;
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index]!;
    if (cell !== null && typeof cell === 'object') {
      formatted = true;
      values[index] = cell.number;
    } else values[index] = cell;
  }
  const row = sheet.addRow(values);
  if (formatted) {
    for (let index = 0; index < cells.length; index += 1) {
      const cell = cells[index]!;
      if (cell !== null && typeof cell === 'object') row.getCell(index + 1).numFmt = cell.format;
    }
  }
  return row;
}

async function* cellPages<Row>(columns: readonly ExportColumn<Row>[], pages: AsyncIterable<Row[]>, options: ExportCellOptions): AsyncIterable<XlsxCell[][]> {
  const writers = columns.map((column) => exportCellWriter(column, options));
  for await (const page of pages) yield page.map((row) => writers.map((cellOf) => cellOf(row)));
}

const ENGLISH_HERE: ExportCellOptions = { language: 'en', timeZone: EXPORT_TIME_ZONE };

/** An export's sheet: the columns' headers, then each row's cells, in the requester's language and time zone. */
export function exportSheet<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  pages: AsyncIterable<Row[]>,
  options: ExportCellOptions = ENGLISH_HERE,
): { layout: SheetLayout; pages: XlsxPages } {
  return {
    layout: {
      sheetName,
      header: columns.map((column) => exportHeader(column.header, options.language)),
      widths: columns.map((column) => column.width),
    },
    pages: cellPages(columns, pages, options),
  };
}
