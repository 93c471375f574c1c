/**
 * The stores every store-backed suite runs against: memory always, Redis at REDIS_URL when it is set (CI sets it).
 * REDIS_URL set but not answering fails every suite that imports this; unset, the Redis suites are listed as skipped,
 * their names saying why. Redis suites use database 9 and a random key prefix, and delete their own keys afterwards.
 */
import { Redis } from 'ioredis';
import type { Clock } from '../lib/clock';
import { randomId } from '../lib/crypto';
import { MemoryStore } from '../lib/memory-store';
import { RedisStore } from '../lib/redis-store';
import type { Store } from '../lib/store';

export const REDIS_TEST_DB = 9;
const configured = process.env.REDIS_URL?.trim() || null;
const LEFT_OUT = '— left out: REDIS_URL is not set';

/** REDIS_URL, for code that only runs in Redis suites. */
export function redisUrl(): string {
  if (!configured) throw new Error('REDIS_URL is not set');
  return configured;
}

/** REDIS_URL with the test database selected, for what is configured by URL alone (start()). */
export function redisTestUrl(): string {
  const url = new URL(redisUrl());
  url.pathname = `/${REDIS_TEST_DB}`;
  return url.href;
}

async function mustAnswer(url: string): Promise<void> {
  const probe = new Redis(url, { db: REDIS_TEST_DB, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2_000 });
  const socketErrors: Error[] = [];
  probe.on('error', (error: Error) => socketErrors.push(error));
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    const reason = socketErrors[0]?.message ?? (error instanceof Error ? error.message : String(error));
    const shown = new URL(url);
    if (shown.password) shown.password = '***';
    throw new Error(
      `REDIS_URL is set to ${shown.href}, but Redis does not answer there (${reason}). Start Redis there, or unset REDIS_URL to leave the Redis suites out.`,
      { cause: error },
    );
  } finally {
    probe.disconnect();
  }
}

if (configured) await mustAnswer(configured);

export interface StoreKind {
  name: 'memory' | 'redis';
  /** A fresh, empty store (clock drives MemoryStore's TTLs). */
  make(clock: Clock): Store;
  /** Deletes every key made through `make` (Redis); nothing to do in memory. */
  cleanup(): Promise<void>;
}

function redisKind(): StoreKind {
  const prefixes: string[] = [];
  return {
    name: 'redis',
    make() {
      const keyPrefix = `tezgah-test:${randomId(8)}:`;
      prefixes.push(keyPrefix);
      return new RedisStore({ redis: { url: redisUrl() }, keyPrefix, db: REDIS_TEST_DB });
    },
    async cleanup() {
      for (const prefix of prefixes.splice(0)) await deleteRedisKeys(prefix);
    },
  };
}

const memoryKind: StoreKind = { name: 'memory', make: (clock) => new MemoryStore({ clock }), cleanup: async () => {} };

const storeKinds: StoreKind[] = configured ? [memoryKind, redisKind()] : [memoryKind];

/** describe.each over storeKinds (`$name` in the title names the kind); without REDIS_URL the Redis one is skipped. */
export function describeStores(title: string, body: (kind: StoreKind) => void): void {
  describe.each(storeKinds)(title, body);
  if (!configured) describe.skip(`${title.replace('$name', 'redis')} ${LEFT_OUT}`, () => body(redisKind()));
}

/** A suite that needs Redis: skipped without REDIS_URL, its title saying why. */
export function describeRedis(title: string, body: () => void): void {
  if (configured) describe(title, body);
  else describe.skip(`${title} ${LEFT_OUT}`, body);
}

/** Counts the keys a test prefix holds in Redis (to prove cleanup and hashing). */
export async function redisKeys(pattern: string): Promise<string[]> {
  const admin = new Redis(redisUrl(), { db: REDIS_TEST_DB });
  try {
    return await admin.keys(pattern);
  } finally {
    await admin.quit();
  }
}

/** Deletes every key under a test's prefix in the test database. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const admin = new Redis(redisUrl(), { db: REDIS_TEST_DB });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await admin.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await admin.quit();
  }
}
