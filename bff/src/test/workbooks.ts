/** Workbooks the import tests upload, written as a seller's office program would (exceljs, one sheet). */
import ExcelJS from 'exceljs';

export type Cell = string | number | null;

export async function xlsxOf(rows: Cell[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
