/**
 * `npm run bench:orders`: the order list's throughput through the BFF beside a raw undici proxy over the same sandbox,
 * and one large orders export's time and peak RSS. Sandbox, BFF (dist/server/start.js) and raw proxy each run in a
 * child process of their own. Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10),
 * BENCH_ORDER_COUNT (100000), BENCH_EXPORT_TAB (default: all, every order), BENCH_BFF_NODE_OPTIONS
 * (NODE_OPTIONS for the BFF only, e.g. --max-old-space-size=96 to try a memory setting).
 */
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { API } from '@contract/api/paths';
import { JWT_ALGORITHM, SERVICES, type ServiceName } from '@contract/downstream/common';
import type { OrderListAnswer } from '@contract/orders/order.api';
import { BENCH_SELLER } from './bench-seller';
import { BffSession, waitUntilUp } from './bff-session';
import { firstJsonLine, freePort, startChild, stopChild, type StartedChild } from './child-processes';
import { chooseExportFilters } from './export-filters';
import { measureExport } from './measure-export';
import { measureThroughput, type LoadOptions } from './measure-throughput';
import { reportLines, totalCpuMs, writeFigures } from './report';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT_DIR = join(ROOT, 'dist/bench');
const LIST_QUERY = '?tab=readyForPackaging&pageSize=25';
/** The node flags of `npm run serve` (package.json), so the bench measures the BFF as it is started. */
const SERVE_NODE_OPTIONS = '--max-semi-space-size=4 --max-old-space-size=160';

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}

/** Only what the children need: nothing from the caller's shell (REDIS_URL, PUBLIC_ORIGIN…) leaks into the BFF. */
const childEnv = (extra: Record<string, string>) => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...extra });

async function benchKeys() {
  const { privateKey, publicKey } = await generateKeyPair(JWT_ALGORITHM, { extractable: true });
  const { kty, crv, x, y } = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint({ kty, crv, x, y });
  return { privateJwk: JSON.stringify(await exportJWK(privateKey)), kid, publicJwk: JSON.stringify({ kty, crv, x, y, kid, alg: JWT_ALGORITHM, use: 'sig' }) };
}

const log = (text: string) => process.stdout.write(`${text}\n`);
const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist/server/start.js'))) throw new Error('dist/server/start.js is missing: run npm run build:bff first');
  const orderCount = envNumber('BENCH_ORDER_COUNT', 100_000);
  const load: LoadOptions = {
    connections: envNumber('BENCH_CONNECTIONS', 10), seconds: envNumber('BENCH_SECONDS', 10), warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
  };
  const loadAtStart = loadavg()[0]!;
  const children: StartedChild[] = [];
  const exportDir = await mkdtemp(join(tmpdir(), 'tezgah-bench-exports-'));
  mkdirSync(OUT_DIR, { recursive: true });
  const bffLog = openSync(join(OUT_DIR, 'bff.log'), 'w');
  try {
    const keys = await benchKeys();
    let start = performance.now();
    const sandbox = startChild('sandbox', ['--import', 'tsx', 'scripts/bench/sandbox-process.ts'], childEnv({
      BENCH_PUBLIC_JWK: keys.publicJwk, BENCH_ORDER_COUNT: String(orderCount),
    }), ROOT);
    children.push(sandbox);
    const urls = await firstJsonLine<Record<ServiceName, string>>(sandbox, 180_000);
    log(`sandbox up in ${since(start)}`);

    start = performance.now();
    const port = await freePort();
    const serviceUrls = Object.fromEntries(SERVICES.map((service) => [`${service.toUpperCase()}_URL`, urls[service]]));
    const bff = startChild('bff', ['dist/server/start.js'], childEnv({
      PORT: String(port), HOST: '127.0.0.1', SERVE_WEB: 'false', JWT_PRIVATE_JWK: keys.privateJwk, EXPORT_DIR: exportDir, ...serviceUrls,
      // The BFF runs as `npm run serve` starts it, unless BENCH_BFF_NODE_OPTIONS says otherwise.
      NODE_OPTIONS: process.env.BENCH_BFF_NODE_OPTIONS ?? SERVE_NODE_OPTIONS,
    }), ROOT, ['ignore', bffLog, 'inherit']);
    children.push(bff);
    const bffUrl = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${bffUrl}/healthz`, 30_000);
    const raw = startChild('raw proxy', ['--import', 'tsx', 'scripts/bench/raw-proxy-process.ts'], childEnv({
      BENCH_PRIVATE_JWK: keys.privateJwk, BENCH_KEY_ID: keys.kid, BENCH_MARKETPLACE_URL: urls.marketplace,
    }), ROOT);
    children.push(raw);
    const { url: rawUrl } = await firstJsonLine<{ url: string }>(raw, 30_000);
    const session = await BffSession.signIn(bffUrl, BENCH_SELLER.email, BENCH_SELLER.password);
    log(`BFF (pid ${bff.child.pid}) and raw proxy up, signed in as ${BENCH_SELLER.email} in ${since(start)}`);

    const filters = await chooseExportFilters(session, process.env.BENCH_EXPORT_TAB);
    log(`export ${JSON.stringify(filters.body)}: ${filters.note}`);
    const exported = await measureExport(session, bff.child.pid!, exportDir, filters.body);
    log(`export done: ${exported.rows} rows in ${exported.seconds.toFixed(2)} s`);

    const sample = await session.getJson<OrderListAnswer>(API.orders + LIST_QUERY);
    const rawSample = await fetch(rawUrl + API.orders + LIST_QUERY).then(async (response) => {
      if (!response.ok) throw new Error(`raw proxy answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      return (await response.json()) as OrderListAnswer;
    });
    if (sample.total !== rawSample.total || sample.items.length !== rawSample.items.length) {
      throw new Error(`BFF and raw proxy answer different lists (${sample.total}/${sample.items.length} vs ${rawSample.total}/${rawSample.items.length})`);
    }
    log(`list: ${sample.items.length} of ${sample.total} orders per request; measuring BFF then raw…`);
    const sandboxPid = sandbox.child.pid!;
    const bffList = await measureThroughput('BFF', bffUrl + API.orders + LIST_QUERY, session.headers, load, { bff: bff.child.pid!, sandbox: sandboxPid });
    const rawList = await measureThroughput('raw', rawUrl + API.orders + LIST_QUERY, {}, load, { 'raw proxy': raw.child.pid!, sandbox: sandboxPid });

    const figures = {
      orderCount,
      loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0]! },
      load: { ...load, query: API.orders + LIST_QUERY },
      list: {
        bff: bffList, raw: rawList,
        ratio: bffList.requestsPerSecond / rawList.requestsPerSecond,
        cpuRatio: totalCpuMs(rawList) / totalCpuMs(bffList),
      },
      export: exported,
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
