/**
 * The streaming .xlsx writer (Node): exceljs's WorkbookWriter commits each row as it is written and waits for the zip
 * compressor between pages, so memory stays flat however many pages come in. exceljs is loaded when the first file is
 * written, not when the BFF starts. `streamingXlsxWriter` writes into a FileStore (exports and error files, through
 * createApp's files); writeXlsxPages and writeXlsxExport write a file at a path.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { Transform, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import type { ExportColumn } from '@contract/exports/export.rules';
import { loadExcelJs } from './load-exceljs';
import { addXlsxRow, exportSheet, sheetNameOf, toXlsxCell, type SheetLayout, type XlsxPages, type XlsxWriter } from './xlsx-writer';

export { sheetNameOf, toXlsxCell, type XlsxCell } from './xlsx-writer';

const ROWS_PER_SLICE = 250;

async function writeSheet(output: Writable, layout: SheetLayout, pages: XlsxPages, outputFailed: Promise<never>): Promise<{ rows: number }> {
  const excelJs = await Promise.race([loadExcelJs(), outputFailed]);
  const workbook = new excelJs.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  styleIdsByFormat(workbook);
  const sheet = workbook.addWorksheet(sheetNameOf(layout.sheetName), layout.freezeHeader ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
  sheet.columns = layout.widths.map((width) => ({ width }));
  addXlsxRow(
    sheet,
    layout.header.map((text) => toXlsxCell(text)),
  ).commit();
  let rows = 0;
  for await (const page of pages) {
    // A page may hold thousands of rows (an export's downstream pages are 5,000): written a slice at a time, with a
    // wait for the compressor (or a turn of the event loop) between, so no page holds the loop for long.
    for (let at = 0; at < page.length; at += ROWS_PER_SLICE) {
      for (const row of page.slice(at, at + ROWS_PER_SLICE)) addXlsxRow(sheet, row).commit();
      await Promise.race([compressorCaughtUp(sheet), outputFailed]);
    }
    rows += page.length;
  }
  sheet.commit();
  const committed = workbook.commit();
  committed.catch(() => {});
  await Promise.race([committed, outputFailed]);
  return { rows };
}

/** Into a FileStore: exceljs writes into a pass-through stream the store reads from. */
export const streamingXlsxWriter: XlsxWriter = async (files, key, layout, pages) => {
  const output = new Transform({ transform: (chunk, _encoding, done) => done(null, chunk) });
  const stored = files.write(key, output);
  const outputFailed = new Promise<never>((_resolve, reject) => {
    stored.catch(reject);
  });
  outputFailed.catch(() => {});
  try {
    const written = await writeSheet(output, layout, pages, outputFailed);
    await stored;
    return written;
  } catch (error) {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    await files.remove(key);
    throw error;
  }
};

export interface XlsxPagesOptions extends SheetLayout {
  filePath: string;
  pages: XlsxPages;
}

/** Resolves with the number of rows written after the header; on failure the partial file is removed. */
export async function writeXlsxPages(options: XlsxPagesOptions): Promise<{ rows: number }> {
  const { filePath } = options;
  const output = createWriteStream(filePath);
  const outputFailed = new Promise<never>((_resolve, reject) => output.on('error', reject));
  outputFailed.catch(() => {});
  try {
    return await writeSheet(output, options, options.pages, outputFailed);
  } catch (error) {
    await discard(output, filePath);
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

interface StyleRegistry {
  addStyleModel?: (model: { numFmt?: string } | undefined, cellType?: number) => number;
}

/**
 * exceljs (4.4) finds a cell's style id by rendering its style to XML unless the very same style object was seen
 * before, and every cell has a style object of its own: over a million cells that alone costs seconds. Our cells
 * carry a number format or nothing, so the id is kept per format and a cell without one has the default style (0).
 */
function styleIdsByFormat(workbook: ExcelJS.stream.xlsx.WorkbookWriter): void {
  const styles = (workbook as unknown as { styles?: StyleRegistry }).styles;
  const addStyleModel = styles?.addStyleModel?.bind(styles);
  if (!styles || !addStyleModel) return;
  const ids = new Map<string, number>();
  styles.addStyleModel = (model, cellType) => {
    const format = model?.numFmt;
    if (!format) return cellType === DATE_CELL ? addStyleModel(model, cellType) : 0;
    let id = ids.get(format);
    if (id === undefined) {
      id = addStyleModel({ numFmt: format }, cellType);
      ids.set(format, id);
    }
    return id;
  };
}

/** exceljs's ValueType.Date (a Date value gets a date format even without one). */
const DATE_CELL = 4;

interface PipedSheet {
  stream?: { pipes?: { _writableState?: { needDrain?: boolean }; once?: unknown }[] };
}

/**
 * exceljs (4.4) pipes each sheet into archiver's PassThrough and ignores its backpressure, so rows written faster
 * than zlib compresses them pile up in memory. Between pages, wait until that PassThrough has drained.
 */
async function compressorCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const sink = (sheet as unknown as PipedSheet).stream?.pipes?.[0];
  if (sink?._writableState?.needDrain && typeof sink.once === 'function') await once(sink as unknown as NodeJS.EventEmitter, 'drain');
  else await nextTurn();
}

async function discard(output: WriteStream, filePath: string): Promise<void> {
  if (!output.closed) {
    await new Promise<void>((resolve) => {
      output.once('close', () => resolve());
      output.destroy();
    });
  }
  await rm(filePath, { force: true });
}
