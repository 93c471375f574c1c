import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { readSheetRows, type ReadRowsLimits, type SheetRow } from './read-rows';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tezgah-read-xls-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Cell = string | number | boolean | Date | null;

/** A real BIFF8 .xls written by SheetJS; `formats` sets number formats by cell address. */
async function xlsFile(name: string, rows: Cell[][], formats: Record<string, string> = {}, date1904 = false): Promise<string> {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  for (const [address, format] of Object.entries(formats)) {
    const cell = sheet[address] as XLSX.CellObject | undefined;
    if (cell) cell.z = format;
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Stock');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['second sheet']]), 'Other');
  if (date1904) book.Workbook = { WBProps: { date1904: true } };
  const path = join(dir, name);
  await writeFile(path, XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer);
  return path;
}

async function readAll(path: string, limits: ReadRowsLimits = { maxRows: 1000 }): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheetRows(path, 'xls', limits)) rows.push(row);
  return rows;
}

// Each read starts a worker that loads SheetJS (about a second on a busy machine), and SheetJS writes fixtures slowly.
describe('readSheetRows on an .xls (worker thread)', { timeout: 60_000 }, () => {
  it('reads the first sheet: text, numbers, booleans, dates as ISO text, empty rows skipped', async () => {
    const path = await xlsFile(
      'stock.xls',
      [
        ['SKU', 'Price', 'Retail Price', 'Stock', 'Since', 'Active'],
        ['00042', 12.5, 15, 3, new Date(Date.UTC(2024, 0, 31)), true],
        [],
        [null, null, '   '],
        ['SKU-2', 1999.99, 2500, 0, 45_322.5, false],
      ],
      { E5: 'dd.mm.yyyy hh:mm', B5: '#,##0.00' },
    );
    expect(await readAll(path)).toEqual([
      { row: 1, cells: ['SKU', 'Price', 'Retail Price', 'Stock', 'Since', 'Active'] },
      { row: 2, cells: ['00042', 12.5, 15, 3, '2024-01-31', true] },
      { row: 5, cells: ['SKU-2', 1999.99, 2500, 0, '2024-01-31T12:00:00', false] },
    ]);
  });

  it('reads the 1904 date system', async () => {
    const path = await xlsFile('mac.xls', [[0, 43_860]], { A1: 'yyyy-mm-dd', B1: 'yyyy-mm-dd' }, true);
    expect(await readAll(path)).toEqual([{ row: 1, cells: ['1904-01-01', '2024-01-31'] }]);
  });

  it('counts data rows after the header, also when empty rows push data past the rows SheetJS reads first', async () => {
    const rows: Cell[][] = [['SKU'], ...Array.from({ length: 5 }, (): Cell[] => []), ...Array.from({ length: 6 }, (_, index): Cell[] => [`S${index}`])];
    const path = await xlsFile('gaps.xls', rows);
    expect((await readAll(path, { maxRows: 6 })).map((row) => row.row)).toEqual([1, 7, 8, 9, 10, 11, 12]);
    await expect(readAll(path, { maxRows: 5 })).rejects.toMatchObject({ code: 'importTooManyRows' });
    const many = await xlsFile(
      'many.xls',
      Array.from({ length: 30 }, (_, index): Cell[] => [`S${index}`, index]),
    );
    await expect(readAll(many, { maxRows: 20 })).rejects.toMatchObject({ code: 'importTooManyRows' });
    expect(await readAll(many, { maxRows: 29 })).toHaveLength(30);
  });

  it('streams in batches and stops the worker when the caller stops early', async () => {
    const path = await xlsFile(
      'long.xls',
      Array.from({ length: 1500 }, (_, index): Cell[] => [`S${index}`, index]),
    );
    const seen: number[] = [];
    for await (const row of readSheetRows(path, 'xls', { maxRows: 5000 })) {
      seen.push(row.row);
      if (seen.length === 1100) break;
    }
    expect(seen.at(-1)).toBe(1100);
    expect(await readAll(path, { maxRows: 5000 })).toHaveLength(1500);
  });

  it('stops a worker that runs out of time', async () => {
    const path = await xlsFile('quick.xls', [['SKU']]);
    await expect(readAll(path, { maxRows: 10, timeLimitMs: 1 })).rejects.toMatchObject({
      code: 'workbookUnreadable',
      message: expect.stringContaining('still being read'),
    });
  });

  it('stops a worker that runs out of memory (workbookUnsafe), and the process reads on', async () => {
    const path = await xlsFile('small.xls', [['SKU'], ['S1']]);
    // SheetJS alone needs more than the smallest heap a worker may be given (16 MB).
    await expect(readAll(path, { maxRows: 10, maxHeapMb: 1 })).rejects.toMatchObject({ code: 'workbookUnsafe', message: expect.stringContaining('memory') });
    expect(await readAll(path, { maxRows: 10 })).toEqual([
      { row: 1, cells: ['SKU'] },
      { row: 2, cells: ['S1'] },
    ]);
  });

  it('calls a compound file whose workbook stream SheetJS cannot read, or whose sectors are damaged, unreadable', async () => {
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, '/Workbook', Buffer.alloc(5000, 7));
    const garbage = join(dir, 'garbage.xls');
    await writeFile(garbage, Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }) as Uint8Array));
    await expect(readAll(garbage)).rejects.toMatchObject({ code: 'workbookUnreadable', message: expect.stringContaining('no sheet') });
    const bytes = XLSX.write(XLSX.utils.book_new(XLSX.utils.aoa_to_sheet([['a']])), { bookType: 'biff8', type: 'buffer' }) as Buffer;
    const damaged = join(dir, 'damaged.xls');
    await writeFile(damaged, Buffer.concat([bytes.subarray(0, 512), Buffer.alloc(bytes.length - 512, 0x41)]));
    await expect(readAll(damaged)).rejects.toMatchObject({ code: 'workbookUnreadable' });
  });
});
