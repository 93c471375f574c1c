/** Hidden rows and columns, as Excel and LibreOffice mark them, told by both readers (and the sheet's name). */
import * as XLSX from '@e965/xlsx';
import type { SheetFacts } from '@contract/imports/import-run';
import { PAGE_READERS, WORKER_READERS, type WorkbookReaders } from './read-rows';
import type { SheetRow } from './sheet-row';
import { buildXlsx, withHiddenXlsRows } from './workbook-fixtures';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const row = (r: number, texts: string[], attributes = '') =>
  `<row r="${r}" spans="1:4"${attributes}>${texts.map((text, at) => cell(`${'ABCD'[at]}${r}`, text)).join('')}</row>`;

/** A sheet as Excel writes one with column C and row 3 hidden (`hidden="1"`), or as LibreOffice does (`hidden="true"`). */
function xlsxOf(flag: '1' | 'true'): Uint8Array {
  const sheet =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><dimension ref="A1:D4"/>` +
    `<cols><col min="1" max="2" width="12" customWidth="1"/><col min="3" max="3" width="0" hidden="${flag}" customWidth="1"/></cols><sheetData>` +
    row(1, ['SKU', 'Price', 'Note', 'Stock']) +
    row(2, ['A', '1', 'x', '2']) +
    row(3, ['B', '3', 'y', '4'], ` hidden="${flag}"`) +
    row(4, ['C', '5', 'z', '6']) +
    '</sheetData></worksheet>';
  return new Uint8Array(buildXlsx({ sheet }));
}

function xlsOf(): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['SKU', 'Price', 'Note', 'Stock'],
    ['A', 1, 'x', 2],
    ['B', 3, 'y', 4],
    ['C', 5, 'z', 6],
  ]);
  sheet['!cols'] = [{}, {}, { hidden: true }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Stok');
  return new Uint8Array(withHiddenXlsRows(XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer, [3]));
}

async function readOf(batches: AsyncGenerator<SheetRow[], SheetFacts>): Promise<{ rows: SheetRow[]; facts: SheetFacts }> {
  const rows: SheetRow[] = [];
  for (;;) {
    const next = await batches.next();
    if (next.done) return { rows, facts: next.value };
    rows.push(...next.value);
  }
}

const readers: [string, WorkbookReaders][] = [
  ['worker threads', WORKER_READERS],
  ['the page', PAGE_READERS],
];

describe.each(readers)('hidden rows and columns, read in %s', { timeout: 60_000 }, (_where, reader) => {
  it.each(['1', 'true'] as const)('an .xlsx marking them hidden="%s": the row flagged, the column and the sheet named', async (flag) => {
    const { rows, facts } = await readOf(reader.readXlsx(xlsxOf(flag), {}));
    expect(rows.map((sheetRow) => [sheetRow.row, sheetRow.hidden === true])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(rows[2]?.cells).toEqual(['B', '3', 'y', '4']);
    expect(facts).toEqual({ name: 'Data', hiddenColumns: [2] });
  });

  it('an .xls with a hidden ROW and COLINFO record', async () => {
    const { rows, facts } = await readOf(reader.readXls(xlsOf(), { maxRows: 100 }));
    expect(rows.map((sheetRow) => [sheetRow.row, sheetRow.hidden === true])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(facts).toEqual({ name: 'Stok', hiddenColumns: [2] });
  });
});
