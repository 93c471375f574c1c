/**
 * Writing a one-sheet .xlsx into a FileStore: the sheet's XML is written here (xlsx-chunks.ts) and streamed through
 * fflate's zip, compressed by Node's zlib in Node (xlsx-export.ts) or by fflate in a page (page-files.ts), so both
 * builds write the same file with flat memory. Text cells go through neutraliseCell (spec §5 exports: no formula can
 * run).
 */
import { EXPORT_TIME_ZONE, type ExportColumn } from '@contract/exports/export.rules';
import type { FileStore } from '../files/file-store';
import { exportCellWriter, exportHeader, type ExportCellOptions } from './export-cells';
import type { XlsxCell } from './xlsx-cell';
import { xlsxChunks } from './xlsx-chunks';
import type { ZipPartMaker } from './zip-part';

export { toXlsxCell, type FormattedNumber, type XlsxCell } from './xlsx-cell';
export { sheetNameOf } from './package-parts';

export interface SheetLayout {
  sheetName: string;
  /** The first row (through toXlsxCell). */
  header: readonly string[];
  /** In characters, by column. */
  widths: readonly number[];
  /** Keeps the header row in view while scrolling. */
  freezeHeader?: boolean;
  /** Columns (0-based) whose text wraps within their width (a long reasons text). */
  wrapColumns?: readonly number[];
}

/** Pages of rows whose cells are already toXlsxCell's. */
export type XlsxPages = AsyncIterable<readonly (readonly XlsxCell[])[]>;

/**
 * Writes the header and the pages as `key` in `files`; resolves with the number of rows written after the header.
 * When the pages or the writing fail, nothing is left under key.
 */
export type XlsxWriter = (files: FileStore, key: string, layout: SheetLayout, pages: XlsxPages) => Promise<{ rows: number }>;

/** A writer whose zip parts makePart compresses: Node's zlib (xlsx-export.ts) or fflate's deflate (a page). */
export function xlsxWriter(makePart: ZipPartMaker): XlsxWriter {
  return async (files, key, layout, pages) => {
    const written = { rows: 0 };
    await files.write(key, xlsxChunks(layout, pages, makePart, written));
    return { rows: written.rows };
  };
}

async function* cellPages<Row>(columns: readonly ExportColumn<Row>[], pages: AsyncIterable<Row[]>, options: ExportCellOptions): AsyncIterable<XlsxCell[][]> {
  const writers = columns.map((column) => exportCellWriter(column, options));
  for await (const page of pages) yield page.map((row) => writers.map((cellOf) => cellOf(row)));
}

const ENGLISH_HERE: ExportCellOptions = { language: 'en', timeZone: EXPORT_TIME_ZONE };

/** An export's sheet: the columns' headers, then each row's cells, in the requester's language and time zone. */
export function exportSheet<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  pages: AsyncIterable<Row[]>,
  options: ExportCellOptions = ENGLISH_HERE,
): { layout: SheetLayout; pages: XlsxPages } {
  return {
    layout: {
      sheetName,
      header: columns.map((column) => exportHeader(column.header, options.language)),
      widths: columns.map((column) => column.width),
    },
    pages: cellPages(columns, pages, options),
  };
}
