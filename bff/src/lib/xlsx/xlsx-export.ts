/**
 * The .xlsx writer in Node: the sheet's zip parts compressed by zlib off the JavaScript thread (zlib-part.ts).
 * `streamingXlsxWriter` writes into a FileStore (exports and error files, through createApp's files); writeXlsxPages
 * and writeXlsxExport write a file at a path.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { ExportColumn } from '@contract/exports/export.rules';
import { xlsxChunks } from './xlsx-chunks';
import { exportSheet, xlsxWriter, type SheetLayout, type XlsxPages } from './xlsx-writer';
import { zlibPart } from './zlib-part';

export { sheetNameOf, toXlsxCell, type XlsxCell } from './xlsx-writer';

/** Into a FileStore. */
export const streamingXlsxWriter = xlsxWriter(zlibPart);

export interface XlsxPagesOptions extends SheetLayout {
  filePath: string;
  pages: XlsxPages;
}

/** Resolves with the number of rows written after the header; on failure the partial file is removed. */
export async function writeXlsxPages(options: XlsxPagesOptions): Promise<{ rows: number }> {
  const { filePath } = options;
  const written = { rows: 0 };
  try {
    await pipeline(xlsxChunks(options, options.pages, zlibPart, written), createWriteStream(filePath));
    return written;
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
}

export interface XlsxExportOptions<Row> {
  filePath: string;
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  pages: AsyncIterable<Row[]>;
}

/** An export at a path: the columns' headers, then each row's column values. */
export function writeXlsxExport<Row>(options: XlsxExportOptions<Row>): Promise<{ rows: number }> {
  const { layout, pages } = exportSheet(options.sheetName, options.columns, options.pages);
  return writeXlsxPages({ filePath: options.filePath, ...layout, pages });
}
