/**
 * Writes .xlsx files with exceljs's streaming writer: each row is committed as it is written, and the writer waits for
 * the zip compressor between pages, so memory stays flat however many pages come in. Text cells go through
 * neutraliseCell (spec §5 exports: no formula can run). Exports (columns over rows) and the imports' error files
 * (plain rows) both write through writeXlsxPages.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { neutraliseCell, type ExportColumn } from '@contract/exports/export.rules';

/** Excel refuses longer cell texts. */
const EXCEL_CELL_MAX_CHARS = 32_767;

export interface XlsxExportOptions<Row> {
  filePath: string;
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  pages: AsyncIterable<Row[]>;
}

export type XlsxCell = string | number | boolean | null;

/** The value as the sheet holds it: neutralised text, finite numbers, booleans, empty otherwise. */
export function toXlsxCell(value: string | number | boolean | null): XlsxCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return neutraliseCell(value).slice(0, EXCEL_CELL_MAX_CHARS);
  if (typeof value === 'boolean') return value;
  return null;
}

/** Excel's rules: at most 31 characters, none of [ ] : * ? / \\ . */
export function sheetNameOf(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

export interface XlsxPagesOptions {
  filePath: string;
  sheetName: string;
  header: readonly string[];
  /** In characters, by column. */
  widths: readonly number[];
  /** Keeps the header row in view while scrolling. */
  freezeHeader?: boolean;
  /** Pages of rows whose cells are already toXlsxCell's. */
  pages: AsyncIterable<readonly (readonly XlsxCell[])[]>;
}

/** Resolves with the number of rows written after the header; on failure the partial file is removed. */
export async function writeXlsxPages(options: XlsxPagesOptions): Promise<{ rows: number }> {
  const { filePath } = options;
  const output = createWriteStream(filePath);
  const outputFailed = new Promise<never>((_resolve, reject) => output.on('error', reject));
  outputFailed.catch(() => {});
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetNameOf(options.sheetName), options.freezeHeader ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
    sheet.columns = options.widths.map((width) => ({ width }));
    sheet.addRow(options.header.map((text) => toXlsxCell(text))).commit();
    let rows = 0;
    for await (const page of options.pages) {
      for (const row of page) sheet.addRow(row as XlsxCell[]).commit();
      rows += page.length;
      await Promise.race([compressorCaughtUp(sheet), outputFailed]);
    }
    sheet.commit();
    const committed = workbook.commit();
    committed.catch(() => {});
    await Promise.race([committed, outputFailed]);
    return { rows };
  } catch (error) {
    await discard(output, filePath);
    throw error;
  }
}

async function* cellPages<Row>(columns: readonly ExportColumn<Row>[], pages: AsyncIterable<Row[]>): AsyncIterable<XlsxCell[][]> {
  for await (const page of pages) yield page.map((row) => columns.map((column) => toXlsxCell(column.value(row))));
}

/** An export: the columns' headers, then each row's column values. */
export function writeXlsxExport<Row>(options: XlsxExportOptions<Row>): Promise<{ rows: number }> {
  const { columns } = options;
  return writeXlsxPages({
    filePath: options.filePath, sheetName: options.sheetName, header: columns.map((column) => column.header),
    widths: columns.map((column) => column.width), pages: cellPages(columns, options.pages),
  });
}

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
