/**
 * An import's error file: the seller's header row as the file had it (the Row and Reasons columns of an earlier error
 * file left out), a Row column before it and one Reasons column after it, both named in the uploader's language;
 * then each refused row's cells under their own headers, padded to one width whatever cells the row left empty, so
 * its reasons always stand under Reasons. Fixed and uploaded again, the file imports like the original
 * (every kind ignores Row and Reasons: contract/imports/error-file-columns.ts).
 */
import { ERROR_FILE_HEADERS, isErrorFileHeader } from '@contract/imports/error-file-columns';
import type { CellValue } from '@contract/imports/import-columns';
import type { ImportRowError } from '@contract/imports/import.types';
import type { AppFiles } from '../../lib/files/app-files';
import type { SheetRow } from '../../lib/spreadsheet/read-rows';
import { rowsSheet } from '../../lib/spreadsheet/write-rows-workbook';
import { reasonsText, type ReasonLanguage } from './reason-text';

export interface ErrorFileInput {
  /** The uploads store and the writer the file is written with, and its key there. */
  files: Pick<AppFiles, 'uploads' | 'writeXlsx'>;
  key: string;
  /** The kept workbook's rows, from the top (read twice: once for the widths, once to write). */
  rows: () => AsyncIterable<SheetRow>;
  refused: readonly ImportRowError[];
  language: ReasonLanguage;
}

/** The header row and the columns of the file the error file keeps, by index. */
async function layoutOf(input: ErrorFileInput, reasons: ReadonlyMap<number, string>): Promise<{ header: CellValue[]; kept: number[] }> {
  let header: CellValue[] | null = null;
  let width = 0;
  for await (const sheetRow of input.rows()) {
    const first = header === null;
    header ??= sheetRow.cells;
    if (first || reasons.has(sheetRow.row)) width = Math.max(width, sheetRow.cells.length);
  }
  const headerRow = header ?? [];
  const kept = Array.from({ length: width }, (_unused, at) => at).filter((at) => !isErrorFileHeader(headerRow[at]));
  return { header: headerRow, kept };
}

export async function writeErrorFile(input: ErrorFileInput): Promise<void> {
  const reasons = new Map(input.refused.map((row) => [row.row, reasonsText(input.language, row.reasons)]));
  const { header, kept } = await layoutOf(input, reasons);
  async function* refusedRows(): AsyncIterable<CellValue[]> {
    for await (const sheetRow of input.rows()) {
      const text = reasons.get(sheetRow.row);
      if (text !== undefined) yield [sheetRow.row, ...kept.map((at) => sheetRow.cells[at] ?? null), text];
    }
  }
  const sheet = rowsSheet({
    sheetName: 'Errors',
    header: [ERROR_FILE_HEADERS.row[input.language], ...kept.map((at) => String(header[at] ?? '')), ERROR_FILE_HEADERS.reasons[input.language]],
    rows: refusedRows(),
  });
  await input.files.writeXlsx(input.files.uploads, input.key, sheet.layout, sheet.pages);
}
