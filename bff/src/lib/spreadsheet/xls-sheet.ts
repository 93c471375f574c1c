/**
 * What the .xls readers share, in a worker thread (xls-rows.ts, Node) or in the page's thread (xls-inline-rows.ts):
 * the rows SheetJS's reading gives (xls-worker-source.ts), turned into SheetRows with dates told apart by the same
 * rule as .xlsx. createApp gets its reader through its deps (AppFiles.readXls).
 */
import type { CellValue } from '@contract/imports/import-columns';
import { excelSerialToIso, isDateFormatCode } from './excel-dates';
import type { SheetFacts, SheetRow } from './sheet-row';

export interface XlsReadOptions {
  maxRows: number;
  /** Default 30 s: a worker still reading then is stopped (workbookUnreadable). Not kept in a page. */
  timeLimitMs?: number;
  /** Default 192 MB (at least 16: V8 aborts the whole process when a worker's heap cannot even start). Not kept in a page. */
  maxHeapMb?: number;
}

/** Reads the first sheet of an .xls's bytes, in batches, then answers what it saw of the sheet; throws SpreadsheetError. */
export type XlsReader = (bytes: Uint8Array, options: XlsReadOptions) => AsyncGenerator<SheetRow[], SheetFacts>;

export type XlsCell = CellValue | { number: number; format: string };

export interface XlsRows {
  date1904: boolean;
  rows: { row: number; cells: XlsCell[]; hidden?: true }[];
}

/** The whole sheet as SheetJS's reading gives it (xls-worker-source.ts). */
export interface XlsSheet extends XlsRows {
  facts: SheetFacts;
}

export const XLS_BATCH_ROWS = 1000;

/** SheetRows of a batch; `dateFormats` remembers, across batches, which number formats show dates. */
export function toSheetRows(batch: XlsRows, dateFormats: Map<string, boolean>): SheetRow[] {
  const isDate = (format: string) => {
    let known = dateFormats.get(format);
    if (known === undefined) dateFormats.set(format, (known = isDateFormatCode(format)));
    return known;
  };
  return batch.rows.map(({ row, cells, hidden }) => ({
    row,
    cells: cells.map((cell) => {
      if (cell === null || typeof cell !== 'object') return cell;
      return isDate(cell.format) ? (excelSerialToIso(cell.number, batch.date1904) ?? cell.number) : cell.number;
    }),
    ...(hidden ? { hidden } : {}),
  }));
}
