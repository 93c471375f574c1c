/**
 * The .xls reader of the BFF in a page: SheetJS, loaded when the first .xls is read, runs the very reading the Node
 * worker runs (xls-worker-source.ts) in the page's own thread. A page has no worker with a heap limit to give it, so
 * timeLimitMs and maxHeapMb are not kept: a page reads its own user's file.
 */
import type { SheetFacts, SheetRow } from './sheet-row';
import { toSheetRows, XLS_BATCH_ROWS, type XlsReader, type XlsSheet } from './xls-sheet';
import { XLS_SHEET_READER } from './xls-worker-source';
import { SpreadsheetError } from './workbook-format';

type ReadXlsSheet = (xlsx: unknown, bytes: Uint8Array, maxRows: number, type: 'array') => XlsSheet;

let reading: Promise<(bytes: Uint8Array, maxRows: number) => XlsSheet> | null = null;

function loadReader() {
  reading ??= import('@e965/xlsx').then((xlsx) => {
    // The worker's source, made a function here instead of a worker thread's code.
    const readXlsSheet = new Function(`${XLS_SHEET_READER}\nreturn readXlsSheet;`)() as ReadXlsSheet;
    return (bytes: Uint8Array, maxRows: number) => readXlsSheet(xlsx, bytes, maxRows, 'array');
  });
  return reading;
}

export const readXlsRowsInline: XlsReader = async function* readXlsRowsInline(bytes, options): AsyncGenerator<SheetRow[], SheetFacts> {
  const read = await loadReader();
  let sheet: XlsSheet;
  try {
    sheet = read(bytes, options.maxRows);
  } catch (error) {
    throw new SpreadsheetError('workbookUnreadable', `the .xls cannot be read (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const dateFormats = new Map<string, boolean>();
  for (let start = 0; start < sheet.rows.length; start += XLS_BATCH_ROWS) {
    yield toSheetRows({ date1904: sheet.date1904, rows: sheet.rows.slice(start, start + XLS_BATCH_ROWS) }, dateFormats);
  }
  return sheet.facts;
};
