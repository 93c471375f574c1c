/**
 * Hostile cell text survives the writer: markup, characters XML cannot hold, text that reads like Excel's `_x0041_`
 * escape, lone surrogates, edge spaces and over-long text come back as the cell held them, and the file stays
 * well-formed. Excel and the BFF's own reader undo `_x0001_` escapes; exceljs does so only in shared strings, not in
 * the inline strings written here, so it is asked about the texts that need no such escape.
 */
import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import { MemoryFileStore } from '../files/memory-file-store';
import { PAGE_READERS, readStoredSheetRows, type SheetRow } from '../spreadsheet/read-rows';
import { pagesOf } from './test-support';
import { streamingXlsxWriter } from './xlsx-export';
import { toXlsxCell, type XlsxCell } from './xlsx-writer';
import { cellText } from './xml-text';

const PLAIN_XML: [string, string][] = [
  ['markup', '</t></is></c><c r="Z9"><f>1+1</f></c> & &amp; <![CDATA[x]]>'],
  ['edge spaces', '  padded  '],
  ['line breaks and tabs', 'one\ttwo\nthree'],
  ['astral characters', 'kargo 📦 teslim'],
];
const ESCAPED: [string, string][] = [
  ['control characters', 'a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg'],
  ['an escape look-alike', '_x0041_ and _x00e9_ and _x005F_'],
  ['non-characters', 'x\uFFFEy\uFFFFz'],
];
const HOSTILE = [...PLAIN_XML, ...ESCAPED];

async function written(cells: XlsxCell[][]): Promise<Uint8Array> {
  const files = new MemoryFileStore();
  await streamingXlsxWriter(files, 'hostile.xlsx', { sheetName: 'Hostile', header: ['Case', 'Text'], widths: [20, 40] }, pagesOf(cells));
  return (await files.read('hostile.xlsx'))!;
}

async function ownRows(bytes: Uint8Array): Promise<SheetRow[]> {
  const files = new MemoryFileStore();
  await files.write('in.xlsx', bytes);
  const rows: SheetRow[] = [];
  for await (const row of readStoredSheetRows(files, 'in.xlsx', 'xlsx', { maxRows: 100 }, PAGE_READERS)) rows.push(row);
  return rows;
}

describe('cellText', () => {
  it('escapes markup, writes unrepresentable characters as Excel does and escapes look-alikes of that escape', () => {
    expect(cellText('a<b>&"c"')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
    expect(cellText('\u0000\u001F\uFFFE')).toBe('_x0000__x001F__xFFFE_');
    expect(cellText('_x0041_ _x00ab_ _x12_ x0041_')).toBe('_x005F_x0041_ _x005F_x00ab_ _x12_ x0041_');
    expect(cellText('tab\tline\ncr\r')).toBe('tab\tline\ncr\r');
    expect(cellText('plain')).toBe('plain');
  });
});

describe('hostile cell text', () => {
  it('reads back as the cell held it, well-formed and with no formula', async () => {
    const bytes = await written(HOSTILE.map(([name, text]) => [name, text]));
    const sheetXml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
    expect(sheetXml).not.toMatch(/(?![\t\n\r\u007F-\u009F])[\p{Cc}\uFFFE\uFFFF]/u);
    expect(sheetXml).not.toContain('<f>');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Hostile')!;
    HOSTILE.forEach(([name, text], index) => {
      if (index < PLAIN_XML.length) expect([name, sheet.getCell(index + 2, 2).value]).toEqual([name, text]);
      expect(sheet.getCell(index + 2, 2).formula).toBeUndefined();
    });
    expect(sheet.getCell(HOSTILE.length + 2, 1).value).toBeNull();

    const rows = await ownRows(bytes);
    expect(rows.slice(1).map((row) => row.cells)).toEqual(HOSTILE.map(([name, text]) => [name, text]));
  });

  it('writes a lone surrogate as U+FFFD and caps text at 32,767 units without halving a character', async () => {
    const long = toXlsxCell(`${'x'.repeat(32_766)}📦 and more`);
    expect(long).toBe('x'.repeat(32_766));
    const bytes = await written([
      ['lone', 'a\uD800b\uDC00c'],
      ['long', long],
      ['longest', toXlsxCell('y'.repeat(40_000))],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Hostile')!;
    expect(sheet.getCell('B2').value).toBe('a\uFFFDb\uFFFDc');
    expect(sheet.getCell('B3').value).toBe('x'.repeat(32_766));
    expect(sheet.getCell('B4').value).toBe('y'.repeat(32_767));
  });
});
