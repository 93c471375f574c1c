/**
 * Reads a legacy .xls in a worker thread (SheetJS through @e965/xlsx) with a heap limit and a time limit, so a
 * hostile file can neither exhaust the BFF's memory nor hold a thread for ever. Rows come back in batches.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CellValue } from '@contract/imports/import-columns';
import { excelSerialToIso, isDateFormatCode } from './excel-dates';
import type { SheetRow } from './sheet-row';
import { XLS_WORKER_SOURCE } from './xls-worker-source';
import { SpreadsheetError } from './workbook-format';

export interface XlsReadOptions {
  maxRows: number;
  /** Default 30 s: a worker still reading then is stopped (workbookUnreadable). */
  timeLimitMs?: number;
  /** Default 192 MB (at least 16: V8 aborts the whole process when a worker's heap cannot even start). */
  maxHeapMb?: number;
}

type WorkerCell = CellValue | { number: number; format: string };
type WorkerMessage =
  | { kind: 'rows'; date1904: boolean; rows: { row: number; cells: WorkerCell[] }[] }
  | { kind: 'done' }
  | { kind: 'failed'; reason: string };

const BATCH_ROWS = 1000;
const MIN_HEAP_MB = 16;
const xlsxModulePath = () => createRequire(import.meta.url).resolve('@e965/xlsx');

function toSheetRows(message: Extract<WorkerMessage, { kind: 'rows' }>, dateFormats: Map<string, boolean>): SheetRow[] {
  const isDate = (format: string) => {
    let known = dateFormats.get(format);
    if (known === undefined) dateFormats.set(format, (known = isDateFormatCode(format)));
    return known;
  };
  return message.rows.map(({ row, cells }) => ({
    row,
    cells: cells.map((cell) => {
      if (cell === null || typeof cell !== 'object') return cell;
      return isDate(cell.format) ? (excelSerialToIso(cell.number, message.date1904) ?? cell.number) : cell.number;
    }),
  }));
}

function workerFailure(error: Error & { code?: string }): SpreadsheetError {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return new SpreadsheetError('workbookUnsafe', 'reading the .xls needs too much memory', { cause: error });
  return new SpreadsheetError('workbookUnreadable', `the .xls reader failed (${error.message})`, { cause: error });
}

export async function* readXlsRows(filePath: string, options: XlsReadOptions): AsyncGenerator<SheetRow[]> {
  const timeLimitMs = options.timeLimitMs ?? 30_000;
  const worker = new Worker(XLS_WORKER_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: { xlsxPath: xlsxModulePath(), filePath, maxRows: options.maxRows, batchRows: BATCH_ROWS },
    resourceLimits: { maxOldGenerationSizeMb: Math.max(MIN_HEAP_MB, options.maxHeapMb ?? 192), maxYoungGenerationSizeMb: 32 },
  });
  const queue: WorkerMessage[] = [];
  let failure: SpreadsheetError | null = null;
  let wake: (() => void) | null = null;
  const notify = () => wake?.();
  const timer = setTimeout(() => {
    failure ??= new SpreadsheetError('workbookUnreadable', `the .xls was still being read after ${timeLimitMs} ms`);
    void worker.terminate();
    notify();
  }, timeLimitMs);
  worker.on('message', (message: WorkerMessage) => {
    if (message.kind !== 'rows') clearTimeout(timer);
    queue.push(message);
    notify();
  });
  worker.on('error', (error: Error) => {
    failure ??= workerFailure(error);
    notify();
  });
  worker.on('exit', () => {
    failure ??= new SpreadsheetError('workbookUnreadable', 'the .xls reader stopped before it finished');
    notify();
  });
  const dateFormats = new Map<string, boolean>();
  try {
    for (;;) {
      const message = queue.shift();
      if (message?.kind === 'rows') yield toSheetRows(message, dateFormats);
      else if (message?.kind === 'done') return;
      else if (message?.kind === 'failed') throw new SpreadsheetError('workbookUnreadable', `the .xls cannot be read (${message.reason})`);
      else if (failure) throw failure;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    clearTimeout(timer);
    wake = null;
    await worker.terminate();
  }
}
