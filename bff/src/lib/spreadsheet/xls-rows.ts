/**
 * Reads a legacy .xls in a worker thread (SheetJS through @e965/xlsx) with a heap limit and a time limit, so a
 * hostile file can neither exhaust the BFF's memory nor hold a thread for ever. Rows come back in batches.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { SheetRow } from './sheet-row';
import { toSheetRows, XLS_BATCH_ROWS, type XlsReader, type XlsRows } from './xls-sheet';
import { XLS_WORKER_SOURCE } from './xls-worker-source';
import { SpreadsheetError } from './workbook-format';

export type { XlsReadOptions } from './xls-sheet';

type WorkerMessage = ({ kind: 'rows' } & XlsRows) | { kind: 'done' } | { kind: 'failed'; reason: string };

const MIN_HEAP_MB = 16;
const xlsxModulePath = () => createRequire(import.meta.url).resolve('@e965/xlsx');

function workerFailure(error: Error & { code?: string }): SpreadsheetError {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return new SpreadsheetError('workbookUnsafe', 'reading the .xls needs too much memory', { cause: error });
  return new SpreadsheetError('workbookUnreadable', `the .xls reader failed (${error.message})`, { cause: error });
}

export const readXlsRows: XlsReader = async function* readXlsRows(bytes, options): AsyncGenerator<SheetRow[]> {
  const timeLimitMs = options.timeLimitMs ?? 30_000;
  const worker = new Worker(XLS_WORKER_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: { xlsxPath: xlsxModulePath(), bytes, maxRows: options.maxRows, batchRows: XLS_BATCH_ROWS },
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
};
