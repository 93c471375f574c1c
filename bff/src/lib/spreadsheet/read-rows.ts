/**
 * The BFF's safe workbook reader: the first worksheet of an .xlsx (own streaming zip + XML reader, bounded memory) or
 * an .xls (SheetJS through the given XlsReader: a worker with memory and time limits in Node), row by row, the header
 * row included, empty rows skipped.
 */
import { diskFileAt } from '../files/disk-file-store';
import type { FileStore } from '../files/file-store';
import { assertFormat, checkWorkbookBytes, readStoredWorkbook, type WorkbookLimits } from './check-workbook';
import type { SheetRow } from './sheet-row';
import { SpreadsheetError, type WorkbookFormat } from './workbook-format';
import { readXlsRows } from './xls-rows';
import type { XlsReader, XlsReadOptions } from './xls-sheet';
import { readXlsxRows } from './xlsx-rows';

export type { SheetRow } from './sheet-row';

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
  readXls: XlsReader,
): AsyncGenerator<SheetRow> {
  const file = await readStoredWorkbook(files, key, limits);
  let batches: AsyncGenerator<SheetRow[]>;
  if (format === 'xlsx') {
    assertFormat(file, 'xlsx');
    batches = readXlsxRows(file, limits);
  } else {
    checkWorkbookBytes(file, 'xls', limits);
    batches = readXls(file, limits);
  }
  let rowsRead = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      if (rowsRead > limits.maxRows) throw new SpreadsheetError('importTooManyRows', `more than ${limits.maxRows} data rows`);
      rowsRead += 1;
      yield row;
    }
  }
}

/** A workbook file at a path (Node: .xls in a worker thread). */
export function readSheetRows(filePath: string, format: WorkbookFormat, limits: ReadRowsLimits): AsyncGenerator<SheetRow> {
  const { files, key } = diskFileAt(filePath);
  return readStoredSheetRows(files, key, format, limits, readXlsRows);
}
