import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { CellValue } from '@contract/imports/import-columns';
import { readSheetRows } from './read-rows';
import { writeRowsWorkbook } from './write-rows-workbook';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tezgah-rows-workbook-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readBack(filePath: string): Promise<{ name: string; widths: (number | undefined)[]; rows: ExcelJS.CellValue[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(filePath);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value));
  });
  return { name: sheet.name, widths: sheet.columns.map((column) => column.width), rows };
}

describe('writeRowsWorkbook', () => {
  it('writes the header and the rows: text neutralised, numbers, booleans and empty cells as they are', async () => {
    const filePath = join(dir, 'errors.xlsx');
    const rows: CellValue[][] = [
      [2, 'SKU-1', '=HYPERLINK("http://x")', 'Price must be a number'],
      [3, '+90 555', null, true],
      [4, '@sum', -1.5, false],
    ];
    const written = await writeRowsWorkbook({
      filePath,
      sheetName: 'Errors: stock/price',
      header: ['Row', 'SKU', 'Price', 'Reasons'],
      rows,
      columnWidths: [8, 20],
    });
    expect(written).toEqual({ rows: 3 });
    const sheet = await readBack(filePath);
    expect(sheet.name).toBe('Errors  stock price');
    expect(sheet.widths).toEqual([8, 20, 10, 10]);
    expect(sheet.rows).toEqual([
      ['Row', 'SKU', 'Price', 'Reasons'],
      [2, 'SKU-1', '\'=HYPERLINK("http://x")', 'Price must be a number'],
      [3, "'+90 555", null, true],
      [4, "'@sum", -1.5, false],
    ]);
  });

  it('takes an async source of many rows, and the file reads back through readSheetRows', async () => {
    const filePath = join(dir, 'many.xlsx');
    async function* source(): AsyncIterable<CellValue[]> {
      for (let index = 1; index <= 5000; index += 1) yield [`SKU-${index}`, index * 1.25, index % 3 === 0];
    }
    expect(await writeRowsWorkbook({ filePath, sheetName: 'Template', header: ['SKU', 'Price', 'Active'], rows: source() })).toEqual({ rows: 5000 });
    const rows = [];
    for await (const row of readSheetRows(filePath, 'xlsx', { maxRows: 5000 })) rows.push(row);
    expect(rows).toHaveLength(5001);
    expect(rows[0]).toEqual({ row: 1, cells: ['SKU', 'Price', 'Active'] });
    expect(rows[3000]).toEqual({ row: 3001, cells: ['SKU-3000', 3750, true] });
  });

  it('writes a header-only template', async () => {
    const filePath = join(dir, 'template.xlsx');
    expect(await writeRowsWorkbook({ filePath, sheetName: 'Stock', header: ['SKU', 'Retail Price'], rows: [] })).toEqual({ rows: 0 });
    expect((await readBack(filePath)).rows).toEqual([['SKU', 'Retail Price']]);
  });

  it('removes the partial file when the rows fail', async () => {
    const filePath = join(dir, 'broken.xlsx');
    async function* failing(): AsyncIterable<CellValue[]> {
      yield ['a'];
      throw new Error('source failed');
    }
    await expect(writeRowsWorkbook({ filePath, sheetName: 'S', header: ['A'], rows: failing() })).rejects.toThrow('source failed');
    expect(existsSync(filePath)).toBe(false);
  });
});
