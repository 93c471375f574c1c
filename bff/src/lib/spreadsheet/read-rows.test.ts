import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { readSheetRows, type ReadRowsLimits, type SheetRow } from './read-rows';
import { BILLION_LAUGHS, buildXlsx, deflatedZeros, xml } from './workbook-fixtures';
import type { SpreadsheetErrorCode, WorkbookFormat } from './workbook-format';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tezgah-read-rows-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileOf(bytes: Buffer, name = 'book.xlsx'): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

async function readAll(path: string, limits: ReadRowsLimits = { maxRows: 1000 }, format: WorkbookFormat = 'xlsx'): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheetRows(path, format, limits)) rows.push(row);
  return rows;
}

async function refusal(promise: Promise<unknown>): Promise<SpreadsheetErrorCode | 'none'> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return (error as { code: SpreadsheetErrorCode }).code;
  }
}

describe('readSheetRows on an .xlsx written by exceljs', () => {
  it('reads shared strings, numbers, dates, booleans and cached formula values, and skips empty rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Stock');
    sheet.addRow(['SKU', 'Price', 'Retail Price', 'Stock', 'Since', 'Active', 'Total']);
    sheet.addRow(['SKU-001', 12.5, 15, 3, new Date(Date.UTC(2024, 0, 31)), true, { formula: 'B2*D2', result: 37.5 }]);
    sheet.addRow([]);
    sheet.addRow(['  ', null]);
    sheet.addRow(['00042', 1999.99, 2500, 0, new Date(Date.UTC(2024, 5, 1, 13, 45, 30)), false, { formula: 'A5&"x"', result: '00042x' }]);
    sheet.getCell('E5').numFmt = 'dd.mm.yyyy hh:mm:ss';
    sheet.getCell('H6').value = 'far';
    const path = join(dir, 'exceljs.xlsx');
    await workbook.xlsx.writeFile(path);

    expect(await readAll(path)).toEqual([
      { row: 1, cells: ['SKU', 'Price', 'Retail Price', 'Stock', 'Since', 'Active', 'Total'] },
      { row: 2, cells: ['SKU-001', 12.5, 15, 3, '2024-01-31', true, 37.5] },
      { row: 5, cells: ['00042', 1999.99, 2500, 0, '2024-06-01T13:45:30', false, '00042x'] },
      { row: 6, cells: [null, null, null, null, null, null, null, 'far'] },
    ]);
  });

  it('reads a streamed exceljs file (inline strings, no shared strings part)', async () => {
    const path = join(dir, 'streamed.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
    const sheet = writer.addWorksheet('S');
    sheet.addRow(['SKU', 'Price']).commit();
    for (let index = 1; index <= 2500; index += 1) sheet.addRow([`SKU-${index}`, index / 4]).commit();
    sheet.commit();
    await writer.commit();
    const rows = await readAll(path, { maxRows: 2500 });
    expect(rows).toHaveLength(2501);
    expect(rows[2500]).toEqual({ row: 2501, cells: ['SKU-2500', 625] });
  });
});

describe('readSheetRows on hand-made .xlsx parts', () => {
  it('reads every cell type, rich text runs, missing positions, OOXML escapes and custom date formats (1904 system)', async () => {
    const sharedStrings = xml.sharedStrings(
      '<si><t>plain</t></si><si><r><rPr><b/></rPr><t>bold </t></r><r><t xml:space="preserve">and &amp; more</t></r>' +
        '<rPh><t>PHONETIC</t></rPh></si><si><t>line_x000D_end</t></si>',
    );
    const styles = xml.styles(
      '<numFmt numFmtId="164" formatCode="yyyy&quot;-&quot;mm"/><numFmt numFmtId="165" formatCode="#,##0.00 &quot;day&quot;"/>',
      [0, 164, 165, 14],
    );
    const sheet = xml.sheet(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c><c r="D1" t="s"><v>2</v></c></row>' +
        '<row><c t="inlineStr"><is><t>inline</t></is></c><c t="str"><f>A1</f><v>formula text</v></c><c t="b"><v>0</v></c><c t="e"><v>#N/A</v></c></row>' +
        '<row r="7"><c r="B7" s="1"><v>0</v></c><c s="2"><v>3.5</v></c><c s="3"><v>1.5</v></c><c><v>-2</v></c><c s="3"><v>abc</v></c></row>' +
        '<row r="8" spans="1:3"><c r="A8" s="1"/><c r="B8" t="s"/></row>',
    );
    const path = await fileOf(buildXlsx({ sheet, sharedStrings, styles, date1904: true }));
    expect(await readAll(path)).toEqual([
      { row: 1, cells: ['plain', null, 'bold and & more', 'line\rend'] },
      { row: 2, cells: ['inline', 'formula text', false, '#N/A'] },
      { row: 7, cells: [null, '1904-01-01', 3.5, '1904-01-02T12:00:00', -2, 'abc'] },
    ]);
  });

  it('reads the 1900 date system across its leap-year quirk', async () => {
    const sheet = xml.sheet('<row r="1"><c s="1"><v>1</v></c><c s="1"><v>59</v></c><c s="1"><v>61</v></c><c s="1"><v>45322.25</v></c></row>');
    const path = await fileOf(buildXlsx({ sheet, styles: xml.styles('', [0, 14]) }));
    expect(await readAll(path)).toEqual([{ row: 1, cells: ['1900-01-01', '1900-02-28', '1900-03-01', '2024-01-31T06:00:00'] }]);
  });

  it('counts data rows after the header: maxRows of them pass, one more is importTooManyRows', async () => {
    const rows = Array.from({ length: 6 }, (_, index) => `<row r="${index + 1}"><c t="inlineStr"><is><t>r${index}</t></is></c></row>`).join('');
    const path = await fileOf(buildXlsx({ sheet: xml.sheet(rows) }));
    expect(await readAll(path, { maxRows: 5 })).toHaveLength(6);
    expect(await refusal(readAll(path, { maxRows: 4 }))).toBe('importTooManyRows');
  });

  it('stops cleanly when the caller stops after the header', async () => {
    const rows = Array.from({ length: 50 }, (_, index) => `<row><c><v>${index}</v></c></row>`).join('');
    const path = await fileOf(buildXlsx({ sheet: xml.sheet(rows) }));
    for await (const row of readSheetRows(path, 'xlsx', { maxRows: 100 })) {
      expect(row).toEqual({ row: 1, cells: [0] });
      break;
    }
  });
});

describe('readSheetRows refuses hostile or broken files', () => {
  it('refuses a deflate bomb whose directory lies about its size at that size, without memory growth', async () => {
    const bomb = { name: 'xl/worksheets/sheet1.xml', data: xml.sheet(''), deflated: deflatedZeros(1024), declaredSize: 4096 };
    const path = await fileOf(buildXlsx({ sheet: '', override: [bomb] }));
    const rssBefore = process.memoryUsage().rss;
    await expect(readAll(path)).rejects.toMatchObject({ code: 'workbookUnsafe', message: expect.stringContaining('more than the 4096 bytes it declares') });
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a bomb that declares its size honestly from the directory alone, and one that fits the ratio but not the budget', async () => {
    const honest = { name: 'xl/sharedStrings.xml', data: '', deflated: deflatedZeros(1024), declaredSize: 1024 * 1024 * 1024 };
    await expect(readAll(await fileOf(buildXlsx({ sheet: xml.sheet(''), override: [honest] }), 'honest.xlsx'))).rejects.toMatchObject({
      code: 'workbookUnsafe',
      message: expect.stringContaining('packs 1073741824 bytes'),
    });
    const rows = Array.from({ length: 3000 }, (_, index) => `<row><c t="inlineStr"><is><t>row ${index} of a long sheet</t></is></c></row>`).join('');
    const path = await fileOf(buildXlsx({ sheet: xml.sheet(rows) }), 'big.xlsx');
    expect(await readAll(path, { maxRows: 5000 })).toHaveLength(3000);
    await expect(readAll(path, { maxRows: 5000, maxUnzippedBytes: 64 * 1024 })).rejects.toMatchObject({
      code: 'workbookUnsafe',
      message: expect.stringContaining('declare'),
    });
  });

  it('refuses an entity bomb in the shared strings, and any document type declaration in the sheet', async () => {
    const laughs = await fileOf(buildXlsx({ sheet: xml.sheet(''), sharedStrings: BILLION_LAUGHS }), 'laughs.xlsx');
    await expect(readAll(laughs)).rejects.toMatchObject({ code: 'workbookUnsafe', message: expect.stringContaining('document type declaration') });
    const doctype = `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY x SYSTEM "file:///etc/passwd">]>${xml.sheet('<row><c t="inlineStr"><is><t>&x;</t></is></c></row>').slice(21)}`;
    expect(await refusal(readAll(await fileOf(buildXlsx({ sheet: doctype }), 'doctype.xlsx')))).toBe('workbookUnsafe');
  });

  it('calls a truncated zip, malformed XML and a zip without a workbook part unreadable', async () => {
    const whole = buildXlsx({ sheet: xml.sheet('<row><c><v>1</v></c></row>') });
    expect(await refusal(readAll(await fileOf(whole.subarray(0, Math.floor(whole.length * 0.6)), 'cut.xlsx')))).toBe('workbookUnreadable');
    expect(await refusal(readAll(await fileOf(buildXlsx({ sheet: xml.sheet('<row><c><v>1</v></row>') }), 'bad.xlsx')))).toBe('workbookUnreadable');
    expect(await refusal(readAll(await fileOf(buildXlsx({ sheet: xml.sheet('<row><c r="XFE1"><v>1</v></c></row>') }), 'wide.xlsx')))).toBe(
      'workbookUnreadable',
    );
    const noWorkbook = buildXlsx({ sheet: xml.sheet(''), override: [{ name: 'xl/workbook.xml', data: '' }] })
      .toString('latin1')
      .replaceAll('xl/workbook.xml', 'xl/workbook.xmk');
    expect(await refusal(readAll(await fileOf(Buffer.from(noWorkbook, 'latin1'), 'none.xlsx')))).toBe('workbookUnreadable');
  });

  it('calls a PDF, whatever its name, not a workbook', async () => {
    const pdf = await fileOf(Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'), 'invoice.xlsx');
    expect(await refusal(readAll(pdf))).toBe('notAWorkbook');
    expect(await refusal(readAll(pdf, { maxRows: 10 }, 'xls'))).toBe('notAWorkbook');
  });
});
