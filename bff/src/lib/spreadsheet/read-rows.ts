/**
 * The BFF's safe workbook reader: the first worksheet of an .xlsx (own streaming zip + XML reader, bounded memory) or
 * an .xls (SheetJS), row by row, the header row included, empty rows skipped, hidden rows flagged; then what the read
 * saw of the sheet (its name, its hidden columns). The readers are given (WorkbookReaders):
 * in Node both run in worker threads (the .xls one with memory and time limits), in a page in its own thread.
 */
import { diskFileAt } from '../files/disk-file-store';
import type { FileStore } from '../files/file-store';
import { assertFormat, checkWorkbookBytes, readStoredWorkbook, type WorkbookLimits } from './check-workbook';
import { keepingFacts, NO_SHEET_FACTS, type SheetFacts, type SheetRow } from './sheet-row';
import { SpreadsheetError, type WorkbookFormat } from './workbook-format';
import { readXlsRows } from './xls-rows';
import { readXlsRowsInline } from './xls-inline-rows';
import type { XlsReader, XlsReadOptions } from './xls-sheet';
import { readXlsxRows, type XlsxReader } from './xlsx-rows';
import { readXlsxRowsInWorker } from './xlsx-worker-rows';

export type { SheetFacts, SheetRow } from './sheet-row';

/** How each format's bytes become rows (AppFiles has them: nodeFiles' in workers, pageFiles' inline). */
export interface WorkbookReaders {
  readXls: XlsReader;
  readXlsx: XlsxReader;
}

/** Node's readers: each in a worker thread, so the event loop stays free while a workbook is read. */
export const WORKER_READERS: WorkbookReaders = { readXls: readXlsRows, readXlsx: readXlsxRowsInWorker };

/** A page's readers, in its own thread (a page reads its own user's file). */
export const PAGE_READERS: WorkbookReaders = { readXls: readXlsRowsInline, readXlsx: readXlsxRows };

export interface ReadRowsLimits extends WorkbookLimits, Pick<XlsReadOptions, 'timeLimitMs' | 'maxHeapMb'> {
  /** Data rows (after the first, the header) one file may hold: one more throws importTooManyRows. */
  maxRows: number;
}

/**
 * The workbook kept under key (one larger than limits.maxFileBytes is refused before it is read). Throws
 * SpreadsheetError: notAWorkbook, workbookUnsafe, workbookUnreadable or importTooManyRows.
 */
export async function* readStoredSheetRows(
  files: FileStore,
  key: string,
  format: WorkbookFormat,
  limits: ReadRowsLimits,
  readers: WorkbookReaders,
): AsyncGenerator<SheetRow, SheetFacts> {
  const file = await readStoredWorkbook(files, key, limits);
  let batches: AsyncGenerator<SheetRow[], SheetFacts>;
  if (format === 'xlsx') {
    assertFormat(file, 'xlsx');
    batches = readers.readXlsx(file, limits);
  } else {
    checkWorkbookBytes(file, 'xls', limits);
    batches = readers.readXls(file, limits);
  }
  let rowsRead = 0;
  const read = { facts: NO_SHEET_FACTS };
  for await (const batch of keepingFacts(batches, read)) {
    for (const row of batch) {
      if (rowsRead > limits.maxRows) throw new SpreadsheetError('importTooManyRows', `more than ${limits.maxRows} data rows`);
      rowsRead += 1;
      yield row;
    }
  }
  return read.facts;
}

/** A workbook file at a path (Node: read in a worker thread). */
export function readSheetRows(filePath: string, format: WorkbookFormat, limits: ReadRowsLimits): AsyncGenerator<SheetRow, SheetFacts> {
  const { files, key } = diskFileAt(filePath);
  return readStoredSheetRows(files, key, format, limits, WORKER_READERS);
}
