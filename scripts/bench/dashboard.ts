/**
 * `npm run bench:dashboard`: the cached dashboard's throughput through the built BFF beside an in-process Map serving
 * the same bytes, and the cold (uncached) dashboard's time beside the slowest single
 * downstream call. Marketplace (with identity), logistics and accounting each run in a child process of their own,
 * so the BFF's three calls can really run in parallel. Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_CONNECTIONS (10), BENCH_ORDER_COUNT (100000), BENCH_COLD_ROUNDS (15), BENCH_SERVICE_DELAY_MS (100: each
 * service waits this long before computing, as a remote service's network and database would; 0 leaves only the
 * computing, which services sharing this machine's cores cannot do in parallel), BENCH_BFF_NODE_OPTIONS, DIST_DIR.
 * Then Today's list (GET /api/dashboard/today): its cold answer beside its slowest part's call (today-cold.ts), and its
 * cached throughput beside the dashboard's.
 */
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import type { TodayAnswer } from '@contract/today/today.types';
import type { ServiceName } from '@contract/downstream/common';
import { DEMO_ACCOUNTS } from '@mocks/world/demo-accounts';
import { BENCH_SELLER } from './bench-seller';
import { benchKeys, bffEntry, childEnv, envNumber, OUT_DIR, ROOT, SERVE_NODE_OPTIONS, type BenchKeys } from './bench-stack';
import { BffSession, waitUntilUp } from './bff-session';
import { firstJsonLine, freePort, startChild, stopChild, type StartedChild } from './child-processes';
import { DASHBOARD_TARGETS, dashboardReportLines, timings, type DashboardBenchFigures } from './dashboard-report';
import { measureThroughput, type LoadOptions } from './measure-throughput';
import { writeFigures } from './report';
import { deleteKeysWithPrefix } from '../../e2e/support/redis-teardown';
import { sellerAuthorization } from './seller-token';
import { measureTodayCold } from './today-cold';

const SERVICE_GROUPS: readonly (readonly ServiceName[])[] = [['identity', 'marketplace', 'audit'], ['logistics'], ['accounting']];
const FIGURE_PATHS = { marketplace: 'dashboard', logistics: 'package-states', accounting: 'gmv' } as const;
const ADMIN = DEMO_ACCOUNTS.find((account) => account.kind === 'admin')!;
const log = (text: string) => process.stdout.write(`${text}\n`);

async function startServices(keys: BenchKeys, orderCount: number, children: StartedChild[]): Promise<Record<ServiceName, string>> {
  const started = SERVICE_GROUPS.map((group) => {
    const child = startChild(
      `services ${group.join('+')}`,
      ['--import', 'tsx', 'scripts/bench/dashboard-service-process.ts'],
      childEnv({
        BENCH_PUBLIC_JWK: keys.publicJwk,
        BENCH_SERVICES: group.join(','),
        BENCH_ORDER_COUNT: String(orderCount),
        BENCH_SERVICE_DELAY_MS: String(envNumber('BENCH_SERVICE_DELAY_MS', 100)),
      }),
      ROOT,
    );
    children.push(child);
    return firstJsonLine<Partial<Record<ServiceName, string>>>(child, 300_000);
  });
  return Object.assign({}, ...(await Promise.all(started))) as Record<ServiceName, string>;
}

async function startBff(keys: BenchKeys, urls: Record<ServiceName, string>, bffLog: number, children: StartedChild[], storeEnv: Record<string, string>) {
  const port = await freePort();
  const bff = startChild(
    'bff',
    [bffEntry()],
    childEnv({
      ...storeEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SERVE_WEB: 'false',
      JWT_PRIVATE_JWK: keys.privateJwk,
      ...Object.fromEntries(Object.entries(urls).map(([service, url]) => [`${service.toUpperCase()}_URL`, url])),
      // Fresh all through the measured run: the throughput is the cache's.
      DASHBOARD_FRESH_SECONDS: '86400',
      DASHBOARD_MAX_STALE_SECONDS: '86400',
      NODE_OPTIONS: process.env.BENCH_BFF_NODE_OPTIONS ?? SERVE_NODE_OPTIONS,
    }),
    ROOT,
    ['ignore', bffLog, 'inherit'],
  );
  children.push(bff);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/healthz`, 30_000);
  return { url, pid: bff.child.pid! };
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await work();
  return [performance.now() - start, value];
}

async function expectOk(response: Response, what: string): Promise<string> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

/** Each round: clear the company's entry, time the cold dashboard, then time each downstream call on its own. */
/** The admin cache tool's clear of the bench company: its dashboard entry and its Today parts. */
const clearerOf = (bffUrl: string, admin: BffSession) => () =>
  fetch(`${bffUrl}${API.adminDashboardCache}/${BENCH_SELLER.companyId}`, {
    method: 'DELETE',
    headers: { ...admin.headers, origin: bffUrl, [CSRF_HEADER]: CSRF_HEADER_VALUE },
  }).then((response) => expectOk(response, 'clearing the cache'));

async function measureCold(bffUrl: string, seller: BffSession, admin: BffSession, urls: Record<ServiceName, string>, keys: BenchKeys, rounds: number) {
  const clear = clearerOf(bffUrl, admin);
  const cold: number[] = [];
  const slowest: number[] = [];
  const perService: Record<string, number[]> = { marketplace: [], logistics: [], accounting: [] };
  const together: number[] = [];
  const authorization = Object.fromEntries(
    await Promise.all(
      (Object.keys(FIGURE_PATHS) as (keyof typeof FIGURE_PATHS)[]).map(async (service) => [
        service,
        await sellerAuthorization(keys.privateJwk, keys.kid, service),
      ]),
    ),
  );
  for (let round = -2; round < rounds; round += 1) {
    await clear();
    const [dashboardMs, text] = await timed(() => fetch(bffUrl + API.dashboard, { headers: seller.headers }).then((r) => expectOk(r, 'the cold dashboard')));
    if ((JSON.parse(text) as DashboardAnswer).stale) throw new Error('a cleared dashboard answered stale figures');
    const call = (service: string, path: string) =>
      fetch(`${urls[service as ServiceName]}/v1/companies/${BENCH_SELLER.companyId}/${path}`, {
        headers: { accept: 'application/json', authorization: authorization[service]! },
      }).then((r) => expectOk(r, `${service} /${path}`));
    const calls: number[] = [];
    for (const [service, path] of Object.entries(FIGURE_PATHS)) {
      const [callMs] = await timed(() => call(service, path));
      calls.push(callMs);
      if (round >= 0) perService[service]!.push(callMs);
    }
    // The same three calls at once straight from here: what this machine allows in parallel, without the BFF.
    const [togetherMs] = await timed(() => Promise.all(Object.entries(FIGURE_PATHS).map(([service, path]) => call(service, path))));
    if (round < 0) continue;
    together.push(togetherMs);
    cold.push(dashboardMs);
    slowest.push(Math.max(...calls));
  }
  const dashboard = timings(cold);
  const slowestCall = timings(slowest);
  return {
    rounds,
    dashboard,
    slowestCall,
    ratio: dashboard.medianMs / slowestCall.medianMs,
    directTogether: timings(together),
    perService: Object.fromEntries(Object.entries(perService).map(([service, samples]) => [service, timings(samples)])),
  };
}

/** Today's list through the same BFF (its parts cached by the cold rounds): its size and cached throughput. */
async function measureToday(bffUrl: string, seller: BffSession, load: LoadOptions, pid: number): Promise<Omit<DashboardBenchFigures['today'], 'cold'>> {
  const text = await fetch(bffUrl + API.today, { headers: seller.headers }).then((r) => expectOk(r, 'Today'));
  const answer = JSON.parse(text) as TodayAnswer;
  if (Object.values(answer.parts).some((part) => part.status !== 'loaded')) throw new Error('Today answered with a part that could not be loaded');
  const throughput = await measureThroughput('BFF Today', bffUrl + API.today, seller.headers, load, { bff: pid });
  return { items: answer.items.length, bytes: Buffer.byteLength(text), bff: throughput };
}

/** The production setup (sessions and cache in Redis) when REDIS_URL is set, else the in-process store only. */
function redisSetup(): { url: string; prefix: string } | null {
  const url = process.env.REDIS_URL;
  return url ? { url, prefix: `tezgah-bench-${process.pid}:` } : null;
}

async function main(): Promise<void> {
  const orderCount = envNumber('BENCH_ORDER_COUNT', 100_000);
  const rounds = envNumber('BENCH_COLD_ROUNDS', 15);
  const load: LoadOptions = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    seconds: envNumber('BENCH_SECONDS', 10),
    warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
  };
  const loadAtStart = loadavg()[0]!;
  const children: StartedChild[] = [];
  const redis = redisSetup();
  mkdirSync(OUT_DIR, { recursive: true });
  const bffLog = openSync(join(OUT_DIR, 'dashboard-bff.log'), 'w');
  try {
    const keys = await benchKeys();
    const started = performance.now();
    const urls = await startServices(keys, orderCount, children);
    const memoryBff = await startBff(keys, urls, bffLog, children, {});
    const bff = redis ? await startBff(keys, urls, bffLog, children, { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.prefix }) : memoryBff;
    const seller = await BffSession.signIn(bff.url, BENCH_SELLER.email, BENCH_SELLER.password);
    const admin = await BffSession.signIn(bff.url, ADMIN.email, ADMIN.password, API.loginAdmin);
    log(
      `services and BFF (pid ${bff.pid}, store ${redis ? 'Redis' : 'in-process'}) up in ${((performance.now() - started) / 1000).toFixed(1)} s; measuring ${rounds} cold rounds…`,
    );
    const cold = await measureCold(bff.url, seller, admin, urls, keys, rounds);
    const todayCold = await measureTodayCold(bff.url, seller, clearerOf(bff.url, admin), urls, keys, rounds);

    const body = await fetch(bff.url + API.dashboard, { headers: seller.headers }).then((r) => expectOk(r, 'the cached dashboard'));
    const memorySeller = await BffSession.signIn(memoryBff.url, BENCH_SELLER.email, BENCH_SELLER.password);
    const fromMemory = await fetch(memoryBff.url + API.dashboard, { headers: memorySeller.headers }).then((r) => expectOk(r, 'the in-process BFF'));
    const bodyFile = join(OUT_DIR, 'dashboard-body.json');
    writeFileSync(bodyFile, body);
    const mapChild = startChild('map server', ['--import', 'tsx', 'scripts/bench/map-server-process.ts'], childEnv({ BENCH_BODY_FILE: bodyFile }), ROOT);
    children.push(mapChild);
    const { url: mapUrl } = await firstJsonLine<{ url: string }>(mapChild, 30_000);
    const fromMap = await fetch(mapUrl + API.dashboard).then((r) => expectOk(r, 'the Map server'));
    if (fromMap !== body) throw new Error('the Map server does not answer the BFF’s bytes');
    if (fromMemory.length !== body.length) throw new Error('the in-process BFF does not answer as many bytes as the Redis one');
    log(
      `cached: ${Buffer.byteLength(body)} bytes per answer; measuring the BFF${redis ? ' on Redis, the BFF on its in-process Map store' : ''}, the bare Map server, then the BFF's /healthz…`,
    );
    const bffThroughput = await measureThroughput('BFF', bff.url + API.dashboard, seller.headers, load, { bff: bff.pid });
    const memoryThroughput = redis
      ? await measureThroughput('BFF, in-process', memoryBff.url + API.dashboard, memorySeller.headers, load, { bff: memoryBff.pid })
      : bffThroughput;
    const mapThroughput = await measureThroughput('Map', mapUrl + API.dashboard, {}, load, { 'map server': mapChild.child.pid! });
    const healthThroughput = await measureThroughput('BFF /healthz', `${bff.url}/healthz`, {}, load, { bff: bff.pid });
    const today = await measureToday(bff.url, seller, load, bff.pid);

    const figures: DashboardBenchFigures = {
      orderCount,
      serviceDelayMs: envNumber('BENCH_SERVICE_DELAY_MS', 100),
      loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0]! },
      load,
      cached: {
        store: redis ? 'redis' : 'memory',
        bff: bffThroughput,
        inProcess: memoryThroughput,
        map: mapThroughput,
        bffHealth: healthThroughput,
        bytes: Buffer.byteLength(body),
        ratio: bffThroughput.requestsPerSecond / memoryThroughput.requestsPerSecond,
        floorRatio: bffThroughput.requestsPerSecond / mapThroughput.requestsPerSecond,
      },
      cold,
      today: { ...today, cold: todayCold },
    };
    log('');
    for (const line of dashboardReportLines(figures)) log(line);
    await writeFigures(join(OUT_DIR, 'dashboard.json'), figures, DASHBOARD_TARGETS);
    log('\nfigures: dist/bench/dashboard.json; BFF log: dist/bench/dashboard-bff.log');
  } finally {
    await Promise.allSettled(children.map((child) => stopChild(child)));
    closeSync(bffLog);
    if (redis) await deleteKeysWithPrefix(redis.url, redis.prefix);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`\nbench:dashboard FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
