/**
 * An import's error file: the seller's header row as the file had it (the Row and Reasons columns of an earlier error
 * file left out), a Row column before it and one Reasons column after it, both named in the uploader's language;
 * then each refused row's cells under their own headers, padded to one width whatever cells the row left empty, so
 * its reasons always stand under Reasons. Each column is as wide as its longest text (within bounds), Reasons wide and
 * wrapped, so every reason can be read without widening a column. Fixed and uploaded again, the file imports like the
 * original (every kind ignores Row and Reasons: contract/imports/error-file-columns.ts).
 */
import { ERROR_FILE_HEADERS, isErrorFileHeader } from '@contract/imports/error-file-columns';
import { cellText, type CellValue } from '@contract/imports/import-columns';
import type { ImportReason, ImportRowError } from '@contract/imports/import.types';
import type { AppFiles } from '../../lib/files/app-files';
import type { SheetRow } from '../../lib/spreadsheet/read-rows';
import { rowsSheet } from '../../lib/spreadsheet/write-rows-workbook';
import { reasonsText, type ReasonLanguage } from './reason-text';

/** What a pass over the rows saw of their shape: the header row, and the rows wider than it (sheet row → cells). */
export interface SheetShape {
  header: CellValue[] | null;
  wider: Map<number, number>;
}

/** The rows as they pass, their shape noted in `shape` (so the error file needs no pass of its own for it). */
export async function* notingShape(rows: AsyncIterable<SheetRow>, shape: SheetShape): AsyncIterable<SheetRow> {
  for await (const sheetRow of rows) {
    if (shape.header === null) shape.header = sheetRow.cells;
    else if (sheetRow.cells.length > shape.header.length) shape.wider.set(sheetRow.row, sheetRow.cells.length);
    yield sheetRow;
  }
}

export interface ErrorFileInput {
  /** The uploads store and the writer the file is written with, and its key there. */
  files: Pick<AppFiles, 'uploads' | 'writeXlsx'>;
  key: string;
  /** The kept workbook's rows, from the top (read once to write; once more for the widths unless `shape` tells them). */
  rows: () => AsyncIterable<SheetRow>;
  shape?: SheetShape | undefined;
  refused: readonly ImportRowError[];
  language: ReasonLanguage;
}

async function shapeOf(input: ErrorFileInput): Promise<SheetShape> {
  if (input.shape) return input.shape;
  const shape: SheetShape = { header: null, wider: new Map() };
  for await (const sheetRow of notingShape(input.rows(), shape)) void sheetRow;
  return shape;
}

/** The header row and the columns of the file the error file keeps, by index. */
async function layoutOf(input: ErrorFileInput, reasons: ReadonlyMap<number, unknown>): Promise<{ header: CellValue[]; kept: number[] }> {
  const shape = await shapeOf(input);
  const headerRow = shape.header ?? [];
  let width = headerRow.length;
  for (const [row, cells] of shape.wider) if (reasons.has(row)) width = Math.max(width, cells);
  const kept = Array.from({ length: width }, (_unused, at) => at).filter((at) => !isErrorFileHeader(headerRow[at]));
  return { header: headerRow, kept };
}

/** Column widths in characters: a column of cells, and Reasons (wrapped past its most). */
const CELL_WIDTH = { least: 8, most: 50 };
const REASONS_WIDTH = { least: 40, most: 100 };
const PADDING = 2;
const within = (length: number, { least, most }: { least: number; most: number }) => Math.min(most, Math.max(least, length + PADDING));

/** The widths the refused rows' texts need, by column of the file (Row first, Reasons last). */
async function widthsOf(input: ErrorFileInput, header: readonly string[], kept: readonly number[], reasons: ReadonlyMap<number, ImportReason[]>) {
  const longest = header.map((text) => text.length);
  let reasonsLongest = header.at(-1)?.length ?? 0;
  for await (const sheetRow of input.rows()) {
    const refused = reasons.get(sheetRow.row);
    if (refused === undefined) continue;
    longest[0] = Math.max(longest[0] ?? 0, String(sheetRow.row).length);
    kept.forEach((at, column) => (longest[column + 1] = Math.max(longest[column + 1] ?? 0, cellText(sheetRow.cells[at]).length)));
    reasonsLongest = Math.max(reasonsLongest, reasonsText(input.language, refused).length);
  }
  return [...longest.slice(0, -1).map((length) => within(length, CELL_WIDTH)), within(reasonsLongest, REASONS_WIDTH)];
}

export async function writeErrorFile(input: ErrorFileInput): Promise<void> {
  // The refused rows by sheet row; each one's text is made as it is written (no 50,000 texts held at once).
  const reasons = new Map(input.refused.map((row) => [row.row, row.reasons]));
  const { header, kept } = await layoutOf(input, reasons);
  async function* refusedRows(): AsyncIterable<CellValue[]> {
    for await (const sheetRow of input.rows()) {
      const refused = reasons.get(sheetRow.row);
      if (refused !== undefined) yield [sheetRow.row, ...kept.map((at) => sheetRow.cells[at] ?? null), reasonsText(input.language, refused)];
    }
  }
  const fileHeader = [ERROR_FILE_HEADERS.row[input.language], ...kept.map((at) => String(header[at] ?? '')), ERROR_FILE_HEADERS.reasons[input.language]];
  const sheet = rowsSheet({
    sheetName: 'Errors',
    header: fileHeader,
    rows: refusedRows(),
    columnWidths: await widthsOf(input, fileHeader, kept, reasons),
    wrapColumns: [fileHeader.length - 1],
  });
  await input.files.writeXlsx(input.files.uploads, input.key, sheet.layout, sheet.pages);
}
