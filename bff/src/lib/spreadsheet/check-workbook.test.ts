import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { checkWorkbook, type WorkbookLimits } from './check-workbook';
import { buildXlsx, buildZip, deflatedZeros, odsPackage, withFilePass, xml } from './workbook-fixtures';
import type { WorkbookFormat } from './workbook-format';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tezgah-check-workbook-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let fileNumber = 0;
async function check(bytes: Buffer, format: WorkbookFormat, limits?: WorkbookLimits): Promise<string> {
  fileNumber += 1;
  const path = join(dir, `file-${fileNumber}`);
  await writeFile(path, bytes);
  try {
    await checkWorkbook(path, format, limits);
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

/** A compound file holding one stream of that name (SheetJS's CFB writer). */
function compoundFileWith(streamName: string): Buffer {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, `/${streamName}`, Buffer.alloc(5000, 7));
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

function sheetJsXls(rows: number): Buffer {
  const book = XLSX.utils.book_new();
  const cells = Array.from({ length: rows }, (_, row) => [`SKU-${row}`, row]);
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['SKU', 'Stock'], ...cells]), 'S');
  return XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

describe('checkWorkbook', () => {
  it('passes real workbooks: an exceljs .xlsx and a SheetJS .xls (BIFF8)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('S').addRow(['SKU', 1]);
    expect(await check(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx')).toBe('ok');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['SKU', 1]]), 'S');
    expect(await check(XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer, 'xls')).toBe('ok');
  });

  it('calls a PDF, random bytes and a file of the other format not a workbook', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n');
    expect(await check(pdf, 'xlsx')).toBe('notAWorkbook');
    expect(await check(pdf, 'xls')).toBe('notAWorkbook');
    expect(await check(Buffer.from([1, 2, 3]), 'xlsx')).toBe('notAWorkbook');
    expect(await check(buildXlsx({ sheet: xml.sheet('') }), 'xls')).toBe('notAWorkbook');
  });

  it('refuses a bomb from its directory in milliseconds: too much data, too high a ratio, too many parts', async () => {
    const gigabyte = { name: 'xl/worksheets/sheet1.xml', data: '', deflated: deflatedZeros(1024), declaredSize: 1024 * 1024 * 1024 };
    expect(await check(buildXlsx({ sheet: '', override: [gigabyte] }), 'xlsx')).toBe('workbookUnsafe');
    const dense = { name: 'xl/sharedStrings.xml', data: '', deflated: deflatedZeros(8), declaredSize: 8 * 1024 * 1024 };
    expect(await check(buildXlsx({ sheet: '', override: [dense] }), 'xlsx')).toBe('workbookUnsafe');
    expect(await check(buildXlsx({ sheet: '', override: [dense] }), 'xlsx', { maxEntryRatio: 10_000 })).toBe('ok');
    const many = Array.from({ length: 30 }, (_, index) => ({ name: `xl/media/${index}.bin`, data: 'x' }));
    expect(await check(buildXlsx({ sheet: '', override: many }), 'xlsx', { maxEntries: 20 })).toBe('workbookUnsafe');
    expect(await check(buildXlsx({ sheet: 'x'.repeat(5000) }), 'xlsx', { maxUnzippedBytes: 4000 })).toBe('workbookUnsafe');
    expect(await check(buildXlsx({ sheet: 'x'.repeat(5000) }), 'xlsx', { maxFileBytes: 100 })).toBe('workbookUnsafe');
  });

  it('calls a zip without the workbook part, a truncated zip and a damaged compound file unreadable', async () => {
    expect(await check(buildZip([{ name: 'word/document.xml', data: '<w/>' }]), 'xlsx')).toBe('workbookUnreadable');
    const whole = buildXlsx({ sheet: xml.sheet('') });
    expect(await check(whole.subarray(0, whole.length - 30), 'xlsx')).toBe('workbookUnreadable');
    const compound = compoundFileWith('Workbook');
    expect(await check(compound, 'xls')).toBe('ok');
    expect(await check(compound.subarray(0, 1024), 'xls')).toBe('workbookUnreadable');
    const badHeader = Buffer.from(compound);
    badHeader.writeUInt16LE(10, 30);
    expect(await check(badHeader, 'xls')).toBe('workbookUnreadable');
  });

  it('tells an .xls from other compound files: an encrypted .xlsx is protected under either name, a Word document no workbook', async () => {
    expect(await check(compoundFileWith('Book'), 'xls')).toBe('ok');
    expect(await check(compoundFileWith('EncryptedPackage'), 'xls')).toBe('workbookProtected');
    expect(await check(compoundFileWith('EncryptedPackage'), 'xlsx')).toBe('workbookProtected');
    expect(await check(compoundFileWith('WordDocument'), 'xls')).toBe('notAWorkbook');
  });

  it('calls an .xls whose workbook stream starts BOF, FILEPASS protected, in the mini stream and in full sectors', async () => {
    for (const rows of [1, 2000]) {
      const plain = sheetJsXls(rows);
      expect(await check(plain, 'xls')).toBe('ok');
      expect(await check(withFilePass(plain), 'xls')).toBe('workbookProtected');
    }
  });

  it('names an OpenDocument spreadsheet (.ods) under an .xlsx or .xls name', async () => {
    const ods = odsPackage();
    expect(await check(ods, 'xlsx')).toBe('workbookOpenDocument');
    expect(await check(ods, 'xls')).toBe('workbookOpenDocument');
  });
});
