/**
 * The BFF's safe workbook reader: the first worksheet of an .xlsx (own streaming zip + XML reader, bounded memory) or
 * an .xls (SheetJS in a worker with memory and time limits), row by row, the header row included, empty rows skipped.
 */
import { assertFormat, checkWorkbookBytes, readWorkbookFile, type WorkbookLimits } from './check-workbook';
import type { SheetRow } from './sheet-row';
import { SpreadsheetError, type WorkbookFormat } from './workbook-format';
import { readXlsRows, type XlsReadOptions } from './xls-rows';
import { readXlsxRows } from './xlsx-rows';

export type { SheetRow } from './sheet-row';

export interface ReadRowsLimits extends WorkbookLimits, Pick<XlsReadOptions, 'timeLimitMs' | 'maxHeapMb'> {
  /** Data rows (after the first, the header) one file may hold: one more throws importTooManyRows. */
  maxRows: number;
}

/** Throws SpreadsheetError: notAWorkbook, workbookUnsafe, workbookUnreadable or importTooManyRows. */
export async function* readSheetRows(filePath: string, format: WorkbookFormat, limits: ReadRowsLimits): AsyncGenerator<SheetRow> {
  const file = await readWorkbookFile(filePath, limits);
  let batches: AsyncGenerator<SheetRow[]>;
  if (format === 'xlsx') {
    assertFormat(file, 'xlsx');
    batches = readXlsxRows(file, limits);
  } else {
    checkWorkbookBytes(file, 'xls', limits);
    batches = readXlsRows(filePath, limits);
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
