/**
 * `npm run bench:soak`: the built BFF on Redis (database BENCH_SOAK_REDIS_DB, 11, under a key prefix of its own,
 * deleted at the end) under a realistic mix for a while: BENCH_SOAK_USERS (8) sellers at once, each signing in now
 * and then, opening the dashboard, the orders and packages lists, an order's detail, and saving a bookmark (twice, so
 * it ends as it began). Prints throughput, p50/p99 per call, errors (target 0) and the BFF's RSS after warm-up, in the
 * middle and at the end (growth target ≤ 10 %). `--quick`: 60 s; else BENCH_SOAK_SECONDS (600).
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { API } from '@contract/api/paths';
import type { OrderListAnswer } from '@contract/orders/order.api';
import { BENCH_SELLER } from './bench-seller';
import { BffSession } from './bff-session';
import { benchKeys, envNumber, OUT_DIR, startStack } from './bench-stack';
import { memoryMb, stopChild, type StartedChild } from './child-processes';
import { machineLine, verdict, writeFigures } from './report';

const RSS_GROWTH_TARGET = 0.1;
const log = (text: string) => process.stdout.write(`${text}\n`);

interface Step {
  name: string;
  run(session: BffSession, state: UserState): Promise<void>;
}

interface UserState {
  orderIds: number[];
}

const STEPS: Step[] = [
  { name: 'GET /api/dashboard', run: (session) => session.getJson(API.dashboard).then(() => undefined) },
  {
    name: 'GET /api/orders',
    run: async (session, state) => {
      const page = 1 + Math.floor(Math.random() * 5);
      const list = await session.getJson<OrderListAnswer>(`${API.orders}?tab=all&page=${page}&pageSize=25`);
      state.orderIds = list.items.map((item) => item.id);
    },
  },
  {
    name: 'GET /api/orders/:id',
    run: async (session, state) => {
      const id = state.orderIds[Math.floor(Math.random() * state.orderIds.length)];
      if (id !== undefined) await session.getJson(`${API.orders}/${id}`);
    },
  },
  { name: 'GET /api/packages', run: (session) => session.getJson(`${API.packages}?tab=all&pageSize=25`).then(() => undefined) },
  {
    name: 'POST /api/update/bookmarks (×2)',
    run: async (session) => {
      await session.postJson(API.toggleBookmark, { obj: { id: 'orders' } });
      await session.postJson(API.toggleBookmark, { obj: { id: 'orders' } });
    },
  },
];
const SIGN_IN = 'POST /api/authenticate/login/user';
/** One round in this many starts with a new sign-in (a new session in Redis). */
const SIGN_IN_EVERY = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) deleted += await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
  return deleted;
}

async function main(): Promise<void> {
  const seconds = process.argv.includes('--quick') ? 60 : envNumber('BENCH_SOAK_SECONDS', 600);
  const users = envNumber('BENCH_SOAK_USERS', 8);
  const redisUrl = `${process.env.BENCH_SOAK_REDIS_BASE ?? 'redis://127.0.0.1:6379'}/${envNumber('BENCH_SOAK_REDIS_DB', 11)}`;
  const prefix = `tezgah-soak-${process.pid}:`;
  const loadAtStart = loadavg()[0]!;
  const children: StartedChild[] = [];
  mkdirSync(OUT_DIR, { recursive: true });
  const bffLog = openSync(join(OUT_DIR, 'soak-bff.log'), 'w');
  const times = new Map<string, number[]>([[SIGN_IN, []], ...STEPS.map((step) => [step.name, []] as [string, number[]])]);
  const errors = new Map<string, number>();
  const timed = async (name: string, call: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      await call();
      times.get(name)!.push(performance.now() - started);
    } catch (error) {
      errors.set(name, (errors.get(name) ?? 0) + 1);
      if ((errors.get(name) ?? 0) <= 3) log(`error in ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  try {
    const { bffUrl, pids } = await startStack({
      keys: await benchKeys(),
      sandboxEnv: { BENCH_ORDER_COUNT: String(envNumber('BENCH_ORDER_COUNT', 20_000)) },
      bffEnv: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix },
      bffLog,
      children,
      log,
    });
    log(`soak: ${users} sellers for ${seconds} s on ${redisUrl} (prefix ${prefix})`);
    const rss: { atMs: number; mb: number }[] = [];
    const started = performance.now();
    const endAt = started + seconds * 1000;
    const sampler = (async () => {
      while (performance.now() < endAt) {
        rss.push({ atMs: performance.now() - started, mb: memoryMb(pids.bff, 'VmRSS') });
        await sleep(1000);
      }
    })();
    const user = async () => {
      let session: BffSession | null = null;
      const state: UserState = { orderIds: [] };
      for (let round = 0; performance.now() < endAt; round += 1) {
        if (session === null || round % SIGN_IN_EVERY === 0) {
          await timed(SIGN_IN, async () => {
            session = await BffSession.signIn(bffUrl, BENCH_SELLER.email, BENCH_SELLER.password);
          });
          if (session === null) {
            await sleep(200);
            continue;
          }
        }
        for (const step of STEPS) await timed(step.name, () => step.run(session!, state));
      }
    };
    await Promise.all([...Array.from({ length: users }, user), sampler]);
    const elapsed = (performance.now() - started) / 1000;
    const at = (fraction: number) =>
      rss.reduce(
        (best, sample) => (Math.abs(sample.atMs / 1000 - seconds * fraction) < Math.abs(best.atMs / 1000 - seconds * fraction) ? sample : best),
        rss[0]!,
      ).mb;
    const memory = { afterWarmUpMb: at(0.1), middleMb: at(0.5), endMb: rss.at(-1)!.mb, peakMb: memoryMb(pids.bff, 'VmHWM') };
    const growth = (memory.endMb - memory.afterWarmUpMb) / memory.afterWarmUpMb;
    const total = [...times.values()].reduce((sum, list) => sum + list.length, 0);
    const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
    const routes = Object.fromEntries(
      [...times].map(([name, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return [name, { count: list.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), errors: errors.get(name) ?? 0 }];
      }),
    );
    log('');
    log(
      `throughput: ${total} calls in ${elapsed.toFixed(0)} s = ${(total / elapsed).toFixed(1)} calls/s; errors: ${errorCount} (target 0: ${verdict(errorCount === 0)})`,
    );
    for (const [name, figures] of Object.entries(routes)) {
      log(
        `  ${name.padEnd(36)} ${String(figures.count).padStart(7)} calls  p50 ${figures.p50Ms.toFixed(1).padStart(7)} ms  p99 ${figures.p99Ms.toFixed(1).padStart(7)} ms  errors ${figures.errors}`,
      );
    }
    log(
      `BFF RSS: ${memory.afterWarmUpMb.toFixed(0)} MB after warm-up (10 %), ${memory.middleMb.toFixed(0)} MB in the middle, ${memory.endMb.toFixed(0)} MB at the end ` +
        `(growth ${(growth * 100).toFixed(1)} %, target ≤ ${RSS_GROWTH_TARGET * 100} %: ${verdict(growth <= RSS_GROWTH_TARGET)}); peak ${memory.peakMb.toFixed(0)} MB`,
    );
    const loadAverage = { atStart: loadAtStart, atEnd: loadavg()[0]! };
    log(machineLine(loadAverage));
    await writeFigures(
      join(OUT_DIR, 'soak.json'),
      { seconds, users, total, errors: errorCount, throughput: total / elapsed, routes, memory, growth, loadAverage },
      { errors: 0, maxRssGrowth: RSS_GROWTH_TARGET },
    );
    log('figures: dist/bench/soak.json; BFF log: dist/bench/soak-bff.log');
    if (errorCount > 0) process.exitCode = 1;
  } finally {
    await Promise.allSettled(children.map((child) => stopChild(child)));
    closeSync(bffLog);
    const deleted = await deleteKeys(redisUrl, prefix).catch((error: unknown) => {
      log(`could not delete the soak's Redis keys (${prefix}*): ${String(error)}`);
      return 0;
    });
    log(`deleted ${deleted} Redis keys under ${prefix}`);
  }
}

await main();
