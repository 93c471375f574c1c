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

/** `host:port,host:port` (IPv6 in brackets) → the list, or a problem naming the variable. */
export function parseSentinels(text: string): { sentinels: SentinelTarget['sentinels'] } | { problem: string } {
  const sentinels: SentinelTarget['sentinels'] = [];
  for (const part of text.split(',').map((item) => item.trim())) {
    const match = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(part);
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65_535) return { problem: `REDIS_SENTINELS must be host:port pairs separated by commas (got "${part}")` };
    sentinels.push({ host: match[1]!.replace(/^\[|\]$/g, ''), port });
  }
  return { sentinels };
}
