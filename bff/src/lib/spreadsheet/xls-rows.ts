/**
 * Reads a legacy .xls in a worker thread (SheetJS through @e965/xlsx) with a heap limit and a time limit, so a
 * hostile file can neither exhaust the BFF's memory nor hold a thread for ever. Rows come back in batches.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { keepingFacts, NO_SHEET_FACTS, type SheetFacts, type SheetRow } from './sheet-row';
import { movableBuffers, workerBatches } from './worker-batches';
import { toSheetRows, XLS_BATCH_ROWS, type XlsReader, type XlsRows } from './xls-sheet';
import { XLS_WORKER_SOURCE } from './xls-worker-source';

export type { XlsReadOptions } from './xls-sheet';

const MIN_HEAP_MB = 16;
const xlsxModulePath = () => createRequire(import.meta.url).resolve('@e965/xlsx');

export const readXlsRows: XlsReader = async function* readXlsRows(bytes, options): AsyncGenerator<SheetRow[], SheetFacts> {
  const worker = new Worker(XLS_WORKER_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: { xlsxPath: xlsxModulePath(), bytes, maxRows: options.maxRows, batchRows: XLS_BATCH_ROWS },
    transferList: movableBuffers(bytes),
    resourceLimits: { maxOldGenerationSizeMb: Math.max(MIN_HEAP_MB, options.maxHeapMb ?? 192), maxYoungGenerationSizeMb: 32 },
  });
  const dateFormats = new Map<string, boolean>();
  const read = { facts: NO_SHEET_FACTS };
  for await (const batch of keepingFacts(workerBatches<XlsRows>(worker, { what: 'the .xls', timeLimitMs: options.timeLimitMs ?? 30_000 }), read)) {
    yield toSheetRows(batch, dateFormats);
  }
  return read.facts;
};
