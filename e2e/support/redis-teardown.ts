// Deletes the Redis keys the e2e run's BFF wrote under its own prefix (only when the run used Redis).
import { Redis } from 'ioredis';

export default async function redisTeardown(): Promise<void> {
  const url = process.env.REDIS_URL;
  const prefix = process.env.E2E_REDIS_KEY_PREFIX;
  if (url && prefix) await deleteKeysWithPrefix(url, prefix);
}

/** Deletes every key under `prefix` (never anything else); bench:dashboard cleans up with it too. */
export async function deleteKeysWithPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
