/**
 * The parent's side of a workbook read in a worker thread (xls-rows.ts, xlsx-worker-rows.ts): the worker posts
 * batches, then done with what it saw of the sheet, or why it failed; each batch the parent takes is answered with `more`, so a worker that streams
 * (the .xlsx one) stays a few batches ahead of its reader instead of filling memory. A worker that outlives its time
 * limit, dies or exits early fails the read; the worker is always ended when the read ends, however it ends.
 */
import type { Worker } from 'node:worker_threads';
import type { SheetFacts } from './sheet-row';
import { SpreadsheetError, type SpreadsheetErrorCode } from './workbook-format';

export type ReaderMessage<Batch> =
  { kind: 'rows'; batch: Batch } | { kind: 'done'; facts: SheetFacts } | { kind: 'failed'; code: SpreadsheetErrorCode; reason: string };

/** What the parent posts for each batch it has taken. */
export const MORE = 'more';

export interface WorkerReadOptions {
  /** What the read is called in messages (`the .xls`). */
  what: string;
  /** A worker still reading then is stopped (workbookUnreadable); none when absent. */
  timeLimitMs?: number | undefined;
}

/**
 * The bytes' buffer, to move into the worker instead of copying it (a 9 MB file is not held twice, nor collected
 * once more on the BFF's heap), when the bytes are the whole of it (a pooled slice is copied); the caller's view is
 * empty after.
 */
export function movableBuffers(bytes: Uint8Array): ArrayBuffer[] {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength ? [buffer] : [];
}

function workerFailure(error: Error & { code?: string }, what: string): SpreadsheetError {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return new SpreadsheetError('workbookUnsafe', `reading ${what} needs too much memory`, { cause: error });
  return new SpreadsheetError('workbookUnreadable', `the reader of ${what} failed (${error.message})`, { cause: error });
}

export async function* workerBatches<Batch>(worker: Worker, options: WorkerReadOptions): AsyncGenerator<Batch, SheetFacts> {
  const { what, timeLimitMs } = options;
  const queue: ReaderMessage<Batch>[] = [];
  let failure: SpreadsheetError | null = null;
  let wake: (() => void) | null = null;
  const notify = () => wake?.();
  const timer =
    timeLimitMs === undefined
      ? undefined
      : setTimeout(() => {
          failure ??= new SpreadsheetError('workbookUnreadable', `${what} was still being read after ${timeLimitMs} ms`);
          void worker.terminate();
          notify();
        }, timeLimitMs);
  worker.on('message', (message: ReaderMessage<Batch>) => {
    if (message.kind !== 'rows') clearTimeout(timer);
    queue.push(message);
    notify();
  });
  worker.on('error', (error: Error) => {
    failure ??= workerFailure(error, what);
    notify();
  });
  worker.on('exit', () => {
    failure ??= new SpreadsheetError('workbookUnreadable', `the reader of ${what} stopped before it finished`);
    notify();
  });
  try {
    for (;;) {
      const message = queue.shift();
      if (message?.kind === 'rows') {
        worker.postMessage(MORE);
        yield message.batch;
      } else if (message?.kind === 'done') return message.facts;
      else if (message?.kind === 'failed') throw new SpreadsheetError(message.code, message.reason);
      else if (failure) throw failure;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    clearTimeout(timer);
    wake = null;
    await worker.terminate();
  }
}
