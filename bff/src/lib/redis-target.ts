/**
 * Where the BFF's Redis is: one address (REDIS_URL), or a primary that Redis Sentinel names and fails over
 * (REDIS_SENTINELS, REDIS_SENTINEL_NAME). ioredis asks the sentinels for the primary on every (re)connect, so after a
 * failover the store and the job queue reconnect to the promoted replica by themselves.
 */
import { Redis, type RedisOptions } from 'ioredis';

export interface SentinelTarget {
  sentinels: { host: string; port: number }[];
  /** The primary's name in the sentinels' configuration (`sentinel monitor <name> …`). */
  name: string;
  /** The data nodes' password (REDIS_PASSWORD); null: none. */
  password: string | null;
}

export type RedisTarget = { url: string } | SentinelTarget;

/** A connection to the target with the caller's options (a db in the options wins over the URL's). */
export function connectRedis(target: RedisTarget, options: RedisOptions): Redis {
  if ('url' in target) return new Redis(target.url, options);
  return new Redis({ ...options, sentinels: target.sentinels, name: target.name, ...(target.password ? { password: target.password } : {}) });
}
