import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { LINE_COLUMNS, type Line, pagesOf } from './test-support';
import { sheetNameOf, toXlsxCell, writeXlsxExport } from './xlsx-export';

async function readSheet(filePath: string): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(filePath);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push([row.getCell(1).value, row.getCell(2).value]);
  });
  return rows;
}

describe('writeXlsxExport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tezgah-xlsx-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the header and every row, with formula-like text neutralised', async () => {
    const filePath = join(dir, 'out.xlsx');
    const result = await writeXlsxExport({
      filePath,
      sheetName: 'Orders',
      columns: LINE_COLUMNS,
      pages: pagesOf(
        [
          { text: '=HYPERLINK("x")', amount: 1 },
          { text: '+1', amount: 2.5 },
          { text: '-2', amount: -3 },
        ],
        [],
        [
          { text: '@SUM(A1)', amount: 0 },
          { text: '\tx', amount: null },
          { text: '\rx', amount: 42 },
          { text: 'plain text', amount: 1234567 },
        ],
      ),
    });
    expect(result).toEqual({ rows: 7 });
    const rows = await readSheet(filePath);
    expect(rows).toEqual([
      ['Text', 'Amount'],
      ['\'=HYPERLINK("x")', 1],
      ["'+1", 2.5],
      ["'-2", -3],
      ["'@SUM(A1)", 0],
      ["'\tx", null],
      // XML reading turns a bare CR into a line feed; what matters is the leading apostrophe.
      ["'\nx", 42],
      ['plain text', 1234567],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(filePath);
    const sheet = workbook.getWorksheet('Orders')!;
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A2').formula).toBeUndefined();
    expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B6').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getColumn(1).width).toBe(30);
  });

  it('writes a header-only file when there are no rows', async () => {
    const filePath = join(dir, 'empty.xlsx');
    expect(await writeXlsxExport({ filePath, sheetName: 'Empty', columns: LINE_COLUMNS, pages: pagesOf<Line>() })).toEqual({ rows: 0 });
    expect(await readSheet(filePath)).toEqual([['Text', 'Amount']]);
  });

  it('leaves no file when the page iterator fails', async () => {
    const filePath = join(dir, 'broken.xlsx');
    async function* failing(): AsyncIterable<Line[]> {
      yield [{ text: 'first', amount: 1 }];
      throw new Error('downstream gave up');
    }
    await expect(writeXlsxExport({ filePath, sheetName: 'Broken', columns: LINE_COLUMNS, pages: failing() })).rejects.toThrow('downstream gave up');
    expect(existsSync(filePath)).toBe(false);
  });

  it('fails without a file when the folder does not exist', async () => {
    const filePath = join(dir, 'missing', 'out.xlsx');
    await expect(writeXlsxExport({ filePath, sheetName: 'X', columns: LINE_COLUMNS, pages: pagesOf([{ text: 'a', amount: 1 }]) })).rejects.toThrow(/ENOENT/);
    expect(existsSync(filePath)).toBe(false);
  });
});

describe('toXlsxCell', () => {
  it('keeps finite numbers, neutralises and caps text, empties the rest', () => {
    expect(toXlsxCell(3.5)).toBe(3.5);
    expect(toXlsxCell(Number.NaN)).toBeNull();
    expect(toXlsxCell(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toXlsxCell(null)).toBeNull();
    expect(toXlsxCell('=1+1')).toBe("'=1+1");
    expect(toXlsxCell('x'.repeat(40_000))).toHaveLength(32_767);
  });
});

describe('sheetNameOf', () => {
  it('follows Excel naming rules', () => {
    expect(sheetNameOf('Orders')).toBe('Orders');
    expect(sheetNameOf('a/b:c[d]')).toBe('a b c d');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf('???')).toBe('Sheet1');
  });
});
