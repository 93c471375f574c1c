/**
 * A one-sheet .xlsx of plain rows (the import error file: the refused rows as they were plus a reasons column): text
 * through toXlsxCell (no formula can run, Excel's cell length), booleans kept, the header frozen. rowsSheet gives any
 * XlsxWriter its layout and pages; writeRowsWorkbook writes one at a path with the streaming writer.
 */
import type { CellValue } from '@contract/imports/import-columns';
import { writeXlsxPages } from '../xlsx/xlsx-export';
import { toXlsxCell, type SheetLayout, type XlsxCell, type XlsxPages } from '../xlsx/xlsx-writer';

export interface RowsSheetOptions {
  sheetName: string;
  header: readonly string[];
  rows: AsyncIterable<readonly CellValue[]> | Iterable<readonly CellValue[]>;
  /** In characters, by column; by default each column fits its header (at least 10). */
  columnWidths?: readonly number[];
  /** Columns (0-based) whose text wraps within their width. */
  wrapColumns?: readonly number[];
}

export interface RowsWorkbookOptions extends RowsSheetOptions {
  filePath: string;
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

export function rowsSheet(options: RowsSheetOptions): { layout: SheetLayout; pages: XlsxPages } {
  const { header } = options;
  return {
    layout: {
      sheetName: options.sheetName,
      header,
      freezeHeader: true,
      widths: header.map((text, index) => options.columnWidths?.[index] ?? Math.max(10, text.length + 2)),
      ...(options.wrapColumns ? { wrapColumns: options.wrapColumns } : {}),
    },
    pages: pagesOf(options.rows),
  };
}

/** Resolves with the number of rows written after the header; on failure the partial file is removed. */
export function writeRowsWorkbook(options: RowsWorkbookOptions): Promise<{ rows: number }> {
  const { layout, pages } = rowsSheet(options);
  return writeXlsxPages({ filePath: options.filePath, ...layout, pages });
}
