/**
 * Whole imports on the built BFF as `npm run serve` starts it (its heap flags, no Redis, the sandbox beside it): one
 * stock/price import of each given file, timed from the upload to the job's end, with the BFF's resident memory before
 * and its peak during the import (VmHWM, reset through /proc/<pid>/clear_refs before each); then a soak of repeated
 * imports of one file with the BFF's RSS after each. The bench rows' SKUs are none of the catalogue's, so every row is
 * refused: the Import Errors tab keeps the most any import keeps, and the error file holds every row.
 */
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import type { Transaction } from '@contract/transactions/transaction.types';
import { BENCH_SELLER } from './bench-seller';
import { BffSession } from './bff-session';
import { benchKeys, OUT_DIR, startStack } from './bench-stack';
import { memoryMb, stopChild, type StartedChild } from './child-processes';

/** Imports the soak runs before its growth is counted. */
export const WARM_UP_RUNS = 5;

export interface ImportRunFigures {
  file: string;
  seconds: number;
  status: string;
  rows: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

export interface SoakFigures {
  file: string;
  runs: number;
  /** The BFF's RSS after each import. */
  rssAfterMb: number[];
  /** From after the warm-up (the first WARM_UP_RUNS imports: V8 grows its heap to its working size) to after the last, in percent. */
  growthPercent: number;
}

async function upload(session: BffSession, path: string): Promise<string> {
  const name = path.split('/').pop()!;
  const response = await fetch(`${session.origin}${API.imports}/stockPrice?name=${encodeURIComponent(name)}&lang=en`, {
    method: 'POST',
    headers: { ...session.headers, origin: session.origin, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/octet-stream' },
    body: await readFile(path),
  });
  const text = await response.text();
  if (response.status !== 202) throw new Error(`upload of ${name} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { transactionId: string }).transactionId;
}

async function finished(session: BffSession, transactionId: string, timeoutMs: number): Promise<Transaction> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const transaction = await session.getJson<Transaction>(`${API.transactions}/${transactionId}`);
    if (transaction.status !== 'open' && transaction.status !== 'inProgress') return transaction;
    if (Date.now() > deadline) throw new Error(`import still ${transaction.status} after ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

async function importOnce(session: BffSession, bffPid: number, path: string): Promise<ImportRunFigures> {
  const rssBeforeMb = memoryMb(bffPid, 'VmRSS');
  writeFileSync(`/proc/${bffPid}/clear_refs`, '5');
  const started = performance.now();
  const transaction = await finished(session, await upload(session, path), 1_800_000);
  const seconds = (performance.now() - started) / 1000;
  if (transaction.status === 'open' || transaction.status === 'inProgress' || transaction.rows === 0) {
    throw new Error(`the import of ${path} ended ${transaction.status}: ${JSON.stringify(transaction.error)}`);
  }
  return { file: path.split('/').pop()!, seconds, status: transaction.status, rows: transaction.rows ?? 0, rssBeforeMb, peakRssMb: memoryMb(bffPid, 'VmHWM') };
}

/** A fresh sandbox and BFF (no Redis, uploads in a temporary folder), signed in as the bench seller, for `use`. */
async function withBff<T>(log: (text: string) => void, use: (session: BffSession, bffPid: number) => Promise<T>): Promise<T> {
  mkdirSync(OUT_DIR, { recursive: true });
  const uploadDir = await mkdtemp(join(tmpdir(), 'tezgah-bench-uploads-'));
  const bffLog = openSync(join(OUT_DIR, 'import-bff.log'), 'a');
  const children: StartedChild[] = [];
  try {
    const { bffUrl, pids } = await startStack({
      keys: await benchKeys(),
      sandboxEnv: {},
      bffEnv: { UPLOAD_DIR: uploadDir, EXPORT_DIR: join(uploadDir, 'exports') },
      bffLog,
      children,
      log,
    });
    return await use(await BffSession.signIn(bffUrl, BENCH_SELLER.email, BENCH_SELLER.password), pids.bff);
  } finally {
    await Promise.allSettled(children.map((child) => stopChild(child)));
    closeSync(bffLog);
    await rm(uploadDir, { recursive: true, force: true });
  }
}

/** Each file imported on a BFF of its own (its peak is its own), then the soak on another. */
export async function measureBffImports(options: {
  files: string[];
  soakFile: string;
  soakRuns: number;
  log: (text: string) => void;
}): Promise<{ imports: ImportRunFigures[]; soak: SoakFigures }> {
  const { log } = options;
  const imports: ImportRunFigures[] = [];
  for (const file of options.files) {
    const figures = await withBff(log, (session, pid) => importOnce(session, pid, file));
    log(
      `BFF import ${figures.file}: ${figures.seconds.toFixed(1)} s, ${figures.rows} rows, ${figures.status},` +
        ` peak RSS ${figures.peakRssMb.toFixed(0)} MB (${figures.rssBeforeMb.toFixed(0)} MB before)`,
    );
    imports.push(figures);
  }
  const rssAfterMb = await withBff(log, async (session, pid) => {
    const after: number[] = [];
    for (let run = 1; run <= options.soakRuns; run += 1) {
      await importOnce(session, pid, options.soakFile);
      after.push(memoryMb(pid, 'VmRSS'));
      log(`soak ${run}/${options.soakRuns}: RSS ${after.at(-1)!.toFixed(0)} MB`);
    }
    return after;
  });
  const warm = rssAfterMb[Math.min(WARM_UP_RUNS, rssAfterMb.length) - 1] ?? 0;
  const growthPercent = warm ? ((rssAfterMb.at(-1)! - warm) / warm) * 100 : 0;
  return { imports, soak: { file: options.soakFile.split('/').pop()!, runs: options.soakRuns, rssAfterMb, growthPercent } };
}
