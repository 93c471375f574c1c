/**
 * Writes a one-sheet .xlsx of plain rows with exceljs's streaming writer (the import error file: the refused rows as
 * they were plus a reasons column; the import templates: the header and example rows). Text goes through the export's
 * toXlsxCell (no formula can run, Excel's cell length), booleans stay booleans; memory stays flat however many rows.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { CellValue } from '@contract/imports/import-columns';
import { sheetNameOf, toXlsxCell } from '../xlsx/xlsx-export';

export interface RowsWorkbookOptions {
  filePath: string;
  sheetName: string;
  header: readonly string[];
  rows: AsyncIterable<readonly CellValue[]> | Iterable<readonly CellValue[]>;
  /** In characters, by column; by default each column fits its header (at least 10). */
  columnWidths?: readonly number[];
}

/** Rows written between two waits for the zip compressor to catch up. */
const ROWS_PER_PAGE = 1000;

const sheetCell = (value: CellValue) => (typeof value === 'boolean' ? value : toXlsxCell(value));

/** Resolves with the number of rows written after the header; on failure the partial file is removed. */
export async function writeRowsWorkbook(options: RowsWorkbookOptions): Promise<{ rows: number }> {
  const { filePath, header } = options;
  const output = createWriteStream(filePath);
  const outputFailed = new Promise<never>((_resolve, reject) => output.on('error', reject));
  outputFailed.catch(() => {});
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetNameOf(options.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = header.map((text, index) => ({ width: options.columnWidths?.[index] ?? Math.max(10, text.length + 2) }));
    sheet.addRow(header.map((text) => toXlsxCell(text))).commit();
    let rows = 0;
    for await (const row of options.rows) {
      sheet.addRow(row.map(sheetCell)).commit();
      rows += 1;
      if (rows % ROWS_PER_PAGE === 0) await Promise.race([compressorCaughtUp(sheet), outputFailed]);
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

interface PipedSheet {
  stream?: { pipes?: { _writableState?: { needDrain?: boolean }; once?: unknown }[] };
}

/** As in xlsx-export.ts: exceljs ignores the compressor's backpressure, so wait for its PassThrough to drain. */
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
