/** Workbooks made in the test for the importers: .xlsx with exceljs, legacy .xls (BIFF8) as Excel 97–2003 saves it. */
import ExcelJS from 'exceljs';
import { utils as sheetUtils, write as writeWorkbook } from '@e965/xlsx';

export type SheetCell = string | number | null;

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function xlsxFile(name: string, rows: SheetCell[][]): Promise<UploadFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  for (const row of rows) sheet.addRow(row);
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

export function xlsFile(name: string, rows: SheetCell[][]): UploadFile {
  const workbook = sheetUtils.book_new();
  sheetUtils.book_append_sheet(workbook, sheetUtils.aoa_to_sheet(rows), 'Import');
  return { name, mimeType: 'application/vnd.ms-excel', buffer: Buffer.from(writeWorkbook(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer) };
}

/** Every row of a downloaded workbook's first sheet, as text. */
export async function sheetRowsOf(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}
