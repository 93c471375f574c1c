/**
 * The stores every store-backed suite runs against: memory always, Redis too when 127.0.0.1:6379 answers.
 * Redis suites use database 9 and a random key prefix, and delete their own keys afterwards.
 */
import { Redis } from 'ioredis';
import type { Clock } from '../lib/clock';
import { randomId } from '../lib/crypto';
import { MemoryStore } from '../lib/memory-store';
import { RedisStore } from '../lib/redis-store';
import type { Store } from '../lib/store';

export const REDIS_URL = 'redis://127.0.0.1:6379';
export const REDIS_TEST_DB = 9;

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { db: REDIS_TEST_DB, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 500 });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export const redisAvailable = await redisAnswers();

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
      return new RedisStore({ url: REDIS_URL, keyPrefix, db: REDIS_TEST_DB });
    },
    async cleanup() {
      for (const prefix of prefixes.splice(0)) await deleteRedisKeys(prefix);
    },
  };
}

const memoryKind: StoreKind = { name: 'memory', make: (clock) => new MemoryStore({ clock }), cleanup: async () => {} };

export const storeKinds: StoreKind[] = redisAvailable ? [memoryKind, redisKind()] : [memoryKind];

/** Counts the keys a test prefix holds in Redis (to prove cleanup and hashing). */
export async function redisKeys(pattern: string): Promise<string[]> {
  const admin = new Redis(REDIS_URL, { db: REDIS_TEST_DB });
  try {
    return await admin.keys(pattern);
  } finally {
    await admin.quit();
  }
}

/** Deletes every key under a test's prefix in the test database. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const admin = new Redis(REDIS_URL, { db: REDIS_TEST_DB });
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
