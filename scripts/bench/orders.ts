/**
 * `npm run bench:orders`: the order list's throughput through the BFF beside a raw undici proxy over the same sandbox,
 * one large orders export's time and peak RSS, beside csv-stringify writing the same rows (csv-export.ts) and the two
 * writers alone over those rows (writer-figures.ts). Sandbox, BFF (dist/server/start.js) and raw proxy each run in a
 * child process of their own. Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10),
 * BENCH_ORDER_COUNT (100000), BENCH_EXPORT_TAB (default: all, every order), BENCH_BFF_NODE_OPTIONS
 * (NODE_OPTIONS for the BFF only, e.g. --max-old-space-size=96 to try a memory setting).
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@contract/api/paths';
import type { OrderListAnswer } from '@contract/orders/order.api';
import { BENCH_SELLER } from './bench-seller';
import { BffSession } from './bff-session';
import { benchKeys, envNumber, OUT_DIR, startStack } from './bench-stack';
import { stopChild, type StartedChild } from './child-processes';
import { csvExport, type CellRows } from './csv-export';
import { chooseExportFilters } from './export-filters';
import { sameListThroughBoth } from './list-sample';
import { measureExport } from './measure-export';
import { measureThroughput, type LoadOptions } from './measure-throughput';
import { reportLines, totalCpuMs, writeFigures } from './report';
import { measureWriters } from './writer-figures';

const LIST_QUERY = '?tab=readyForPackaging&pageSize=25';

const log = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<void> {
  const orderCount = envNumber('BENCH_ORDER_COUNT', 100_000);
  const load: LoadOptions = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    seconds: envNumber('BENCH_SECONDS', 10),
    warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
  };
  const loadAtStart = loadavg()[0]!;
  const children: StartedChild[] = [];
  const exportDir = await mkdtemp(join(tmpdir(), 'tezgah-bench-exports-'));
  mkdirSync(OUT_DIR, { recursive: true });
  const bffLog = openSync(join(OUT_DIR, 'bff.log'), 'w');
  try {
    const { bffUrl, rawUrl, pids } = await startStack({
      keys: await benchKeys(),
      sandboxEnv: { BENCH_ORDER_COUNT: String(orderCount) },
      bffEnv: { EXPORT_DIR: exportDir },
      bffLog,
      children,
      log,
    });
    const session = await BffSession.signIn(bffUrl, BENCH_SELLER.email, BENCH_SELLER.password);
    log(`signed in as ${BENCH_SELLER.email}`);

    const filters = await chooseExportFilters(session, process.env.BENCH_EXPORT_TAB);
    log(`export ${JSON.stringify(filters.body)}: ${filters.note}`);
    // The CSV is written before and after the export, so both meet the sandbox as warm and the machine's load of the
    // moment is bracketed; its figure is the mean of the two. The export still runs on a fresh BFF (its peak RSS).
    const cellRows: CellRows = [];
    const csvBefore = await csvExport(rawUrl, filters.body, join(exportDir, 'orders.csv'), cellRows);
    log(`csv-stringify done: ${csvBefore.rows} rows in ${csvBefore.seconds.toFixed(2)} s`);
    const exported = await measureExport(session, pids.bff, exportDir, filters.body);
    log(`export done: ${exported.rows} rows in ${exported.seconds.toFixed(2)} s`);
    const csvAfter = await csvExport(rawUrl, filters.body, join(exportDir, 'orders.csv'), []);
    log(`csv-stringify again: ${csvAfter.rows} rows in ${csvAfter.seconds.toFixed(2)} s; timing the writers alone…`);
    if (csvBefore.rows !== exported.rows) throw new Error(`the CSV has ${csvBefore.rows} rows, the export ${exported.rows}`);
    const csv = { ...csvBefore, seconds: (csvBefore.seconds + csvAfter.seconds) / 2, runs: [csvBefore.seconds, csvAfter.seconds] };
    const writers = await measureWriters(cellRows, exportDir);
    cellRows.length = 0;

    const sample = await sameListThroughBoth<OrderListAnswer>(session, rawUrl, API.orders + LIST_QUERY);
    log(`list: ${sample.items.length} of ${sample.total} orders per request; measuring BFF then raw…`);
    const bffList = await measureThroughput('BFF', bffUrl + API.orders + LIST_QUERY, session.headers, load, { bff: pids.bff, sandbox: pids.sandbox });
    const rawList = await measureThroughput('raw', rawUrl + API.orders + LIST_QUERY, {}, load, { 'raw proxy': pids.rawProxy, sandbox: pids.sandbox });

    const figures = {
      orderCount,
      loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0]! },
      load: { ...load, query: API.orders + LIST_QUERY },
      list: {
        bff: bffList,
        raw: rawList,
        ratio: bffList.requestsPerSecond / rawList.requestsPerSecond,
        cpuRatio: totalCpuMs(rawList) / totalCpuMs(bffList),
      },
      export: exported,
      csv,
      csvRatio: exported.seconds / csv.seconds,
      writers,
    };
    log('');
    for (const line of reportLines(figures)) log(line);
    await writeFigures(join(OUT_DIR, 'orders.json'), figures);
    log(`\nfigures: dist/bench/orders.json; BFF log: dist/bench/bff.log`);
  } finally {
    await Promise.allSettled(children.map((child) => stopChild(child)));
    closeSync(bffLog);
    await rm(exportDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`\nbench:orders FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
