import { Redis } from 'ioredis';
import type { Store } from './store';

export interface RedisStoreOptions {
  url: string;
  /** Every key the store writes starts with this. */
  keyPrefix: string;
  /** Database index; overrides the one in the URL (tests use their own). */
  db?: number;
}

export class RedisStore implements Store {
  readonly #redis: Redis;

  constructor(options: RedisStoreOptions) {
    this.#redis = new Redis(options.url, {
      keyPrefix: options.keyPrefix,
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
      ...(options.db === undefined ? {} : { db: options.db }),
    });
  }

  async get(key: string): Promise<string | null> {
    return this.#redis.get(key);
  }

  async set(key: string, value: string, ttlMs: number | null): Promise<void> {
    if (ttlMs === null) await this.#redis.set(key, value);
    else await this.#redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.#redis.del(...keys);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const results = await this.#redis.multi()
      .set(key, '0', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')
      .incr(key)
      .exec();
    const [error, count] = results?.[1] ?? [new Error('Redis transaction aborted'), null];
    if (error) throw error;
    return Number(count);
  }

  async addToSet(key: string, member: string, ttlMs: number): Promise<void> {
    await this.#redis.multi().sadd(key, member).pexpire(key, Math.max(1, Math.ceil(ttlMs))).exec();
  }

  async removeFromSet(key: string, member: string): Promise<void> {
    await this.#redis.srem(key, member);
  }

  async members(key: string): Promise<string[]> {
    return this.#redis.smembers(key);
  }

  async ping(): Promise<void> {
    await this.#redis.ping();
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }
}
