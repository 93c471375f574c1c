/** The page's .xls reader runs the worker's very reading in the page's thread: same rows, same refusals. */
import * as XLSX from '@e965/xlsx';
import type { SheetRow } from './sheet-row';
import { readXlsRowsInline } from './xls-inline-rows';
import { readXlsRows } from './xls-rows';
import type { XlsReader } from './xls-sheet';

type Cell = string | number | boolean | Date | null;

function xlsBytes(rows: Cell[][], formats: Record<string, string> = {}): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  for (const [address, format] of Object.entries(formats)) (sheet[address] as XLSX.CellObject).z = format;
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Stock');
  return new Uint8Array(XLSX.write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer);
}

async function readAll(reader: XlsReader, bytes: Uint8Array, maxRows = 5000): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const batch of reader(bytes, { maxRows })) rows.push(...batch);
  return rows;
}

describe('readXlsRowsInline', { timeout: 60_000 }, () => {
  it('reads what the worker thread reads: text, numbers, booleans, dates, batches past 1000 rows', async () => {
    const bytes = xlsBytes(
      [
        ['SKU', 'Price', 'Since', 'Active'],
        ['00042', 12.5, new Date(Date.UTC(2024, 0, 31)), true],
        [],
        ['SKU-2', 1999.99, 45_322.5, false],
        ...Array.from({ length: 1200 }, (_, index): Cell[] => [`S${index}`, index]),
      ],
      { C4: 'dd.mm.yyyy hh:mm', B4: '#,##0.00' },
    );
    const inline = await readAll(readXlsRowsInline, bytes);
    expect(inline.slice(0, 3)).toEqual([
      { row: 1, cells: ['SKU', 'Price', 'Since', 'Active'] },
      { row: 2, cells: ['00042', 12.5, '2024-01-31', true] },
      { row: 4, cells: ['SKU-2', 1999.99, '2024-01-31T12:00:00', false] },
    ]);
    expect(inline).toHaveLength(1203);
    expect(inline).toEqual(await readAll(readXlsRows, bytes));
  });

  it('calls a compound file SheetJS cannot read unreadable, as the worker does', async () => {
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, '/Workbook', new Uint8Array(5000).fill(7));
    const garbage = new Uint8Array(XLSX.CFB.write(container, { type: 'array' }) as ArrayBuffer);
    for (const reader of [readXlsRowsInline, readXlsRows]) {
      await expect(readAll(reader, garbage)).rejects.toMatchObject({ code: 'workbookUnreadable', message: expect.stringContaining('no sheet') });
    }
  });
});
