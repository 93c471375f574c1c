/**
 * `npm run bench:pressure`: the built BFF under memory and CPU pressure. BENCH_PRESSURE_UPLOADS (20) stock/price
 * workbooks of just under the 9 MiB upload limit are sent at once while a 100,000-row orders export runs; every answer
 * must be right (each upload 202 with its transaction, each import ending in an outcome, the export all its rows), and
 * `/healthz` is asked every 20 ms throughout and must answer within 100 ms. Prints the BFF's peak RSS and its
 * event-loop delay (a probe loaded into the BFF with --import writes monitorEventLoopDelay's figures to a file).
 * Env: BENCH_ORDER_COUNT (100000), BENCH_PRESSURE_UPLOADS (20), BENCH_IMPORT_WAIT_SECONDS (600).
 */
import { closeSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import type { ImportErrorListAnswer } from '@contract/imports/import.api';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { IMPORT_FILE_MAX_BYTES, type ImportStartedAnswer } from '@contract/imports/import.types';
import { STOCK_PRICE_COLUMNS } from '@contract/imports/stock-price.rules';
import type { ListPage } from '@contract/lists/list-query';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import { BENCH_SELLER } from './bench-seller';
import type { VariantPrice } from './catalog-warm-up';
import { BffSession } from './bff-session';
import { benchKeys, childEnv, envNumber, OUT_DIR, SERVE_NODE_OPTIONS, startStack } from './bench-stack';
import { firstJsonLine, memoryMb, startChild, stopChild, type StartedChild } from './child-processes';
import type { HealthFigures } from './health-watch-process';
import { chooseExportFilters } from './export-filters';
import { measureExport } from './measure-export';
import { machineLine, verdict, writeFigures } from './report';

const HEALTH_EVERY_MS = 20;
const HEALTH_TARGET_MS = 100;
const log = (text: string) => process.stdout.write(`${text}\n`);

/**
 * Loaded into the BFF (NODE_OPTIONS --import): its event-loop delay, written to BENCH_LOOP_FILE twice a second, without
 * blocking (a writeFileSync here once took 12 s of the BFF's main thread over a run on a busy disk).
 */
const LOOP_PROBE = `import { monitorEventLoopDelay } from 'node:perf_hooks';
import { rename, writeFile } from 'node:fs/promises';
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const file = process.env.BENCH_LOOP_FILE;
let writing = false;
const write = () => {
  if (writing) return;
  writing = true;
  const figures = JSON.stringify({ maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, meanMs: histogram.mean / 1e6 });
  writeFile(file + '.next', figures).then(() => rename(file + '.next', file)).catch(() => {}).finally(() => (writing = false));
};
setInterval(write, 500).unref();
`;

/** Variants the bench company's catalogue gets, more than a file under the upload limit holds. */
const CATALOG_VARIANTS = 60_000;

/**
 * A stock/price workbook of the company's own variants (their current prices, so no §5 price limit refuses a row;
 * a new stock), stored without compression, so the rows make a file of several MB.
 */
async function writeWorkbook(path: string, variants: readonly VariantPrice[]): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: false, zip: { zlib: { level: 0 } } });
  const sheet = writer.addWorksheet('Stock');
  sheet.addRow(STOCK_PRICE_COLUMNS.map((column) => column.header)).commit();
  variants.forEach(({ sku, price, retailPrice }, index) => sheet.addRow([sku, price, retailPrice, (index * 7) % 500]).commit());
  sheet.commit();
  await writer.commit();
  return statSync(path).size;
}

/** As many of the variants as make a file just under the upload limit: measured on a sample, then written once. */
async function workbookUnderLimit(dir: string, variants: readonly VariantPrice[]): Promise<{ path: string; bytes: number; rows: number }> {
  const path = join(dir, 'stock-price.xlsx');
  const sampleRows = 20_000;
  const sampleBytes = await writeWorkbook(path, variants.slice(0, sampleRows));
  const rows = Math.min(variants.length, Math.floor(((IMPORT_FILE_MAX_BYTES * 0.97) / sampleBytes) * sampleRows));
  const bytes = await writeWorkbook(path, variants.slice(0, rows));
  if (bytes > IMPORT_FILE_MAX_BYTES) throw new Error(`the workbook came to ${bytes} bytes, over the ${IMPORT_FILE_MAX_BYTES} limit`);
  return { path, bytes, rows };
}

/** Asks /healthz every HEALTH_EVERY_MS from a process of its own (health-watch-process.ts) until stopped. */
function watchHealth(url: string, children: StartedChild[]): { stop(): Promise<HealthFigures> } {
  const watcher = startChild(
    'health watcher',
    ['--import', 'tsx', 'scripts/bench/health-watch-process.ts'],
    childEnv({ BENCH_HEALTH_URL: url, BENCH_HEALTH_EVERY_MS: String(HEALTH_EVERY_MS), BENCH_HEALTH_TARGET_MS: String(HEALTH_TARGET_MS) }),
    process.cwd(),
  );
  children.push(watcher);
  return {
    async stop() {
      const figures = firstJsonLine<HealthFigures>(watcher, 30_000);
      watcher.child.stdin?.end();
      return figures;
    },
  };
}

async function upload(session: BffSession, bytes: Uint8Array<ArrayBuffer>, at: number): Promise<{ transactionId: string; seconds: number }> {
  const started = performance.now();
  const response = await fetch(`${session.origin}${API.imports}/stockPrice?name=pressure-${at}.xlsx`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/octet-stream', origin: session.origin, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: bytes,
  });
  const text = await response.text();
  if (response.status !== 202 && response.status !== 200) throw new Error(`upload ${at} answered ${response.status}: ${text.slice(0, 300)}`);
  return { transactionId: (JSON.parse(text) as ImportStartedAnswer).transactionId, seconds: (performance.now() - started) / 1000 };
}

/** Failed polls of the transactions list (each is retried). */
const pollErrors: string[] = [];

/** Waits until every import has an outcome; answers their transactions. */
async function finishedImports(session: BffSession, ids: string[], timeoutMs: number): Promise<Transaction[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let page: ListPage<Transaction, TransactionTab>;
    try {
      page = await session.getJson<ListPage<Transaction, TransactionTab>>(`${API.transactions}?pageSize=100`);
    } catch (error) {
      // A keep-alive connection the BFF closed while its event loop was busy: ask again, as a browser would.
      pollErrors.push(error instanceof Error ? `${error.message} (${String((error.cause as Error | undefined)?.message ?? '')})` : String(error));
      if (pollErrors.length > 20) throw error;
      await sleep(500);
      continue;
    }
    const ours = page.items.filter((item) => ids.includes(item.id));
    if (ours.length !== ids.length) throw new Error(`${ids.length - ours.length} imports are missing from ${API.transactions}`);
    if (ours.every((item) => item.status !== 'open' && item.status !== 'inProgress')) return ours;
    if (Date.now() > deadline) throw new Error(`imports still running after ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

/** How many imports ended in each status, and the rows they applied (their data rows less the rows they refused). */
async function importOutcomes(
  session: BffSession,
  imports: Transaction[],
): Promise<{ outcomes: Record<string, number>; appliedRows: number; dataRows: number }> {
  const outcomes: Record<string, number> = {};
  let appliedRows = 0;
  let dataRows = 0;
  for (const item of imports) {
    const outcome = item.error ? `${item.status} ${item.error.code}` : item.status;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    const query = new URLSearchParams({ kind: 'stockPrice', transactionId: item.id, pageSize: '1' });
    const refused = item.status === 'done' ? 0 : (await session.getJson<ImportErrorListAnswer>(`${IMPORT_ROUTES.errors.path}?${query}`)).total;
    dataRows += item.rows ?? 0;
    appliedRows += Math.max(0, (item.rows ?? 0) - refused);
  }
  return { outcomes, appliedRows, dataRows };
}

async function main(): Promise<void> {
  const orderCount = envNumber('BENCH_ORDER_COUNT', 100_000);
  const uploads = envNumber('BENCH_PRESSURE_UPLOADS', 20);
  const importWaitMs = envNumber('BENCH_IMPORT_WAIT_SECONDS', 600) * 1000;
  const loadAtStart = loadavg()[0]!;
  const children: StartedChild[] = [];
  const work = await mkdtemp(join(tmpdir(), 'tezgah-bench-pressure-'));
  const exportDir = join(work, 'exports');
  const probe = join(work, 'loop-probe.mjs');
  const loopFile = join(work, 'loop.json');
  writeFileSync(probe, LOOP_PROBE);
  mkdirSync(OUT_DIR, { recursive: true });
  const bffLog = openSync(join(OUT_DIR, 'pressure-bff.log'), 'w');
  const skuFile = join(work, 'variants.json');
  // The probe is added to the BFF's flags, whatever BENCH_BFF_NODE_OPTIONS adds (--cpu-prof…).
  process.env.BENCH_BFF_NODE_OPTIONS = `${process.env.BENCH_BFF_NODE_OPTIONS ?? SERVE_NODE_OPTIONS} --import=${probe}`;
  try {
    const { bffUrl, pids } = await startStack({
      keys: await benchKeys(),
      sandboxEnv: { BENCH_ORDER_COUNT: String(orderCount), BENCH_CATALOG_VARIANTS: String(CATALOG_VARIANTS), BENCH_CATALOG_SKU_FILE: skuFile },
      bffEnv: { EXPORT_DIR: exportDir, BENCH_LOOP_FILE: loopFile },
      bffLog,
      children,
      log,
    });
    const workbook = await workbookUnderLimit(work, JSON.parse(await readFile(skuFile, 'utf8')) as VariantPrice[]);
    log(
      `workbook: ${workbook.rows} rows of the company's SKUs, ${(workbook.bytes / 1024 / 1024).toFixed(2)} MB (limit ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB)`,
    );
    const session = await BffSession.signIn(bffUrl, BENCH_SELLER.email, BENCH_SELLER.password);
    const filters = await chooseExportFilters(session, undefined);
    const bytes = new Uint8Array(await readFile(workbook.path));
    const rssAtStartMb = memoryMb(pids.bff, 'VmRSS');
    log(`export ${JSON.stringify(filters.body)} (${filters.note}) with ${uploads} uploads at once…`);

    const health = watchHealth(bffUrl, children);
    const started = performance.now();
    const [sent, exported] = await Promise.all([
      Promise.all(Array.from({ length: uploads }, (_, at) => upload(session, bytes, at))),
      measureExport(session, pids.bff, exportDir, filters.body),
    ]);
    const answeredSeconds = (performance.now() - started) / 1000;
    log(
      `uploads answered in ${Math.min(...sent.map((s) => s.seconds)).toFixed(2)}–${Math.max(...sent.map((s) => s.seconds)).toFixed(2)} s; export ${exported.rows} rows in ${exported.seconds.toFixed(2)} s`,
    );
    const finished = await finishedImports(
      session,
      sent.map((s) => s.transactionId),
      importWaitMs,
    );
    const allSeconds = (performance.now() - started) / 1000;
    const healthFigures = await health.stop();
    const loop = JSON.parse(readFileSync(loopFile, 'utf8')) as { maxMs: number; p99Ms: number; meanMs: number };
    const { outcomes, appliedRows, dataRows } = await importOutcomes(session, finished);
    const figures = {
      orderCount,
      uploads,
      workbook: { rows: workbook.rows, bytes: workbook.bytes },
      export: exported,
      importOutcomes: outcomes,
      rows: { data: dataRows, applied: appliedRows },
      seconds: { answered: answeredSeconds, importsDone: allSeconds },
      bff: { rssAtStartMb, peakRssMb: memoryMb(pids.bff, 'VmHWM'), rssAtEndMb: memoryMb(pids.bff, 'VmRSS'), eventLoopDelay: loop },
      health: healthFigures,
      pollErrors,
      loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0]! },
    };
    const exportRight = exported.rows === orderCount || filters.note.endsWith(`${exported.rows} rows`);
    const healthMet = healthFigures.failed === 0 && healthFigures.maxMs < HEALTH_TARGET_MS;
    log('');
    log(
      `uploads: ${uploads} × ${(workbook.bytes / 1024 / 1024).toFixed(2)} MB, all answered 202; imports ended ${JSON.stringify(outcomes)} after ${allSeconds.toFixed(1)} s`,
    );
    const failed = finished.filter((item) => item.rows === null).length;
    log(`rows applied: ${appliedRows} of the ${dataRows} rows of the imports that ran to the end (the rest refused); ${failed} imports ended without rows`);
    log(`export: ${exported.rows} rows (${exportRight ? 'all' : 'NOT all'}), ${exported.seconds.toFixed(2)} s, file ${exported.fileMb.toFixed(1)} MB`);
    log(`BFF RSS: ${rssAtStartMb.toFixed(0)} MB at start, peak ${figures.bff.peakRssMb.toFixed(0)} MB, ${figures.bff.rssAtEndMb.toFixed(0)} MB at end`);
    log(`BFF event-loop delay: max ${loop.maxMs.toFixed(1)} ms, p99 ${loop.p99Ms.toFixed(1)} ms, mean ${loop.meanMs.toFixed(1)} ms`);
    log(
      `/healthz: ${healthFigures.asked} asked, ${healthFigures.failed} failed, max ${healthFigures.maxMs.toFixed(1)} ms, p99 ${healthFigures.p99Ms.toFixed(1)} ms, ` +
        `${healthFigures.over} over ${HEALTH_TARGET_MS} ms: target ${verdict(healthMet)}`,
    );
    log(
      `/healthz slowest (s after the watch began: ms): ${healthFigures.slowest.map(({ atMs, ms }) => `${(atMs / 1000).toFixed(1)}: ${ms.toFixed(0)}`).join(', ')}`,
    );
    if (pollErrors.length > 0) log(`transactions polls that failed and were asked again: ${pollErrors.length} (${pollErrors[0]})`);
    log(machineLine(figures.loadAverage));
    await writeFigures(join(OUT_DIR, 'pressure.json'), figures, { healthzMaxMs: HEALTH_TARGET_MS });
    log(`\nfigures: dist/bench/pressure.json; BFF log: dist/bench/pressure-bff.log`);
    if (!exportRight || appliedRows < dataRows) process.exitCode = 1;
  } finally {
    await Promise.allSettled(children.map((child) => stopChild(child)));
    closeSync(bffLog);
    await rm(work, { recursive: true, force: true });
  }
}

await main();
