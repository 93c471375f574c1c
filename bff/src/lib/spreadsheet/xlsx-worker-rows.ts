/**
 * Reads an .xlsx in a worker thread (xlsx-worker.ts) for the BFF in Node, so unzipping and XML parsing never hold its
 * event loop; the rows stream back a few batches ahead of the reader (worker-batches.ts). The worker's heap is capped:
 * a part that needs more (a crafted shared-strings part) fails its own import as workbookUnsafe. Its code: the BFF's
 * bundle has it beside start.js (xlsx-worker.js, scripts/build-bff.mjs); run from its sources (tsx, Vitest), it is
 * bundled once per process with esbuild and evaluated by the worker.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';
import type { WorkbookLimits } from './check-workbook';
import type { SheetFacts, SheetRow } from './sheet-row';
import { movableBuffers, workerBatches } from './worker-batches';
import type { XlsxReader } from './xlsx-rows';

const HEAP_MB = 96;
// Names held in constants, so that no bundler follows them (the page's Vite build must neither bundle esbuild nor
// take these files for assets of its own).
const BUNDLED_WORKER = './xlsx-worker.js';
const WORKER_ENTRY = './xlsx-worker.ts';
const TSCONFIG = '../../../../tsconfig.json';
const ESBUILD = 'esbuild';
let workerSource: Promise<string> | null = null;

const pathOf = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

async function bundleWorkerSource(): Promise<string> {
  const { build }: typeof Esbuild = await import(/* @vite-ignore */ ESBUILD);
  const bundled = await build({
    entryPoints: [pathOf(WORKER_ENTRY)],
    tsconfig: pathOf(TSCONFIG),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text;
  if (!code) throw new Error('esbuild gave no code for the .xlsx worker');
  return code;
}

async function startWorker(bytes: Uint8Array, limits: WorkbookLimits): Promise<Worker> {
  const options: WorkerOptions = {
    execArgv: [],
    workerData: { bytes, limits },
    transferList: movableBuffers(bytes),
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 8 },
  };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(BUNDLED_WORKER, import.meta.url), options);
  workerSource ??= bundleWorkerSource();
  return new Worker(await workerSource, { ...options, eval: true });
}

export const readXlsxRowsInWorker: XlsxReader = async function* readXlsxRowsInWorker(bytes, limits): AsyncGenerator<SheetRow[], SheetFacts> {
  const worker = await startWorker(bytes, limits);
  return yield* workerBatches<SheetRow[]>(worker, { what: 'the .xlsx' });
};
