/**
 * Refused rows corrected in the browser (POST /api/imports/:kind/rows) become a workbook like a seller's: the header
 * row and the rows, written as an .xlsx where an upload is kept, so the same import job reads them and the
 * transaction's file is downloadable like any other.
 */
import type { CellValue } from '@contract/imports/import-columns';
import type { AppFiles } from '../../lib/files/app-files';
import { rowsSheet } from '../../lib/spreadsheet/write-rows-workbook';
import { cleanFileName } from './import-upload';

/** `prices-errors.xlsx` stays as it is; any other name is given the .xlsx the rows are kept as. */
export function resentFileName(name: string): string {
  const base = cleanFileName(name).replace(/\.(xlsx|xls)$/i, '') || 'import';
  return `${base}.xlsx`;
}

export async function keepRowsWorkbook(
  files: Pick<AppFiles, 'uploads' | 'writeXlsx'>,
  key: string,
  sheet: { header: readonly string[]; rows: readonly (readonly CellValue[])[] },
): Promise<void> {
  const { layout, pages } = rowsSheet({ sheetName: 'Import', header: sheet.header, rows: sheet.rows });
  await files.writeXlsx(files.uploads, key, layout, pages);
}
