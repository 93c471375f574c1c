/**
 * The writer compressing with Node's zlib and the page's compressing with fflate write the same sheet into a FileStore: read back with the
 * BFF's own reader and with exceljs, and nothing left under the key when the rows or the store fail.
 */
import ExcelJS from 'exceljs';
import { MemoryFileStore } from '../files/memory-file-store';
import type { FileStore } from '../files/file-store';
import { PAGE_READERS, readStoredSheetRows, type SheetRow } from '../spreadsheet/read-rows';
import { LINE_COLUMNS, type Line, pagesOf } from './test-support';
import { streamingXlsxWriter } from './xlsx-export';
import { exportSheet, xlsxWriter, type XlsxCell, type XlsxWriter } from './xlsx-writer';
import { deflatePart } from './zip-part';

async function rowsIn(files: FileStore, key: string): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readStoredSheetRows(files, key, 'xlsx', { maxRows: 10_000 }, PAGE_READERS)) rows.push(row);
  return rows;
}

describe.each([
  ['zlib (Node)', streamingXlsxWriter],
  ['fflate (page)', xlsxWriter(deflatePart)],
] as [string, XlsxWriter][])('the %s xlsx writer', (_name, writeXlsx) => {
  it('writes the header and every page, text neutralised, with the column widths and a frozen header', async () => {
    const files = new MemoryFileStore();
    const many = Array.from({ length: 2500 }, (_, index) => ({ text: `row ${index}`, amount: index / 4 }));
    const sheet = exportSheet(
      'Orders',
      LINE_COLUMNS,
      pagesOf(
        [
          { text: '=HYPERLINK("x")', amount: 1 },
          { text: 'plain', amount: null },
        ],
        [],
        many,
      ),
    );
    expect(await writeXlsx(files, 'out.xlsx', { ...sheet.layout, freezeHeader: true }, sheet.pages)).toEqual({ rows: 2502 });

    const rows = await rowsIn(files, 'out.xlsx');
    expect(rows.slice(0, 3)).toEqual([
      { row: 1, cells: ['Text', 'Amount'] },
      { row: 2, cells: ['\'=HYPERLINK("x")', 1] },
      { row: 3, cells: ['plain'] },
    ]);
    expect(rows).toHaveLength(2503);
    expect(rows.at(-1)).toEqual({ row: 2503, cells: ['row 2499', 624.75] });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await files.read('out.xlsx'))!.buffer as ArrayBuffer);
    const written = workbook.getWorksheet('Orders')!;
    expect(written.getColumn(1).width).toBe(30);
    expect(written.getCell('A2').formula).toBeUndefined();
    expect(written.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes formatted numbers with their number format: dates read back as dates, amounts as numbers', async () => {
    const files = new MemoryFileStore();
    const layout = { sheetName: 'Formats', header: ['When', 'Amount', 'Text'], widths: [17, 14, 10] };
    const serial = Date.UTC(2026, 0, 15, 12, 30) / 86_400_000 + 25_569;
    const pages = pagesOf<XlsxCell[]>(
      [
        [{ number: serial, format: 'dd.mm.yyyy hh:mm' }, { number: 1234.5, format: '#,##0.00 "TRY"' }, 'a'],
        [null, { number: -2, format: '#,##0.00 "USD"' }, 'b'],
      ],
      [[{ number: serial + 1, format: 'dd.mm.yyyy hh:mm' }, 7, 'c']],
    );
    expect(await writeXlsx(files, 'formats.xlsx', layout, pages)).toEqual({ rows: 3 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await files.read('formats.xlsx'))!.buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Formats')!;
    expect(sheet.getCell('A2').value).toEqual(new Date(Date.UTC(2026, 0, 15, 12, 30)));
    expect(sheet.getCell('A2').numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.getCell('A4').value).toEqual(new Date(Date.UTC(2026, 0, 16, 12, 30)));
    expect(sheet.getCell('B2').value).toBe(1234.5);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00 "TRY"');
    expect(sheet.getCell('B3').numFmt).toBe('#,##0.00 "USD"');
    expect(sheet.getCell('B4').value).toBe(7);
    expect(sheet.getCell('B4').numFmt).toBeUndefined();
    expect(sheet.getCell('C3').value).toBe('b');
  });

  it('leaves nothing under the key when the rows fail', async () => {
    const files = new MemoryFileStore();
    async function* failing(): AsyncIterable<Line[]> {
      yield [{ text: 'first', amount: 1 }];
      throw new Error('downstream gave up');
    }
    const sheet = exportSheet('Broken', LINE_COLUMNS, failing());
    await expect(writeXlsx(files, 'broken.xlsx', sheet.layout, sheet.pages)).rejects.toThrow('downstream gave up');
    expect(await files.read('broken.xlsx')).toBeNull();
  });

  it('fails when the store cannot keep the file', async () => {
    const files = new MemoryFileStore();
    files.write = async () => {
      throw new Error('the disk is full');
    };
    const sheet = exportSheet('Full', LINE_COLUMNS, pagesOf([{ text: 'a', amount: 1 }]));
    await expect(writeXlsx(files, 'full.xlsx', sheet.layout, sheet.pages)).rejects.toThrow('the disk is full');
    expect(await files.read('full.xlsx')).toBeNull();
  });
});
