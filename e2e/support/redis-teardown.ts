// Deletes the Redis keys the e2e run's BFF wrote under its own prefix (only when the run used Redis).
import { Redis } from 'ioredis';

export default async function redisTeardown(): Promise<void> {
  const url = process.env.REDIS_URL;
  const prefix = process.env.E2E_REDIS_KEY_PREFIX;
  if (url && prefix) await deleteKeysWithPrefix(url, prefix);
  if (url) await deleteEndedRunsKeys(url);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The BFF under test stops after this teardown, and BullMQ may write a key as it stops: the next run deletes what
 * runs that have ended left under their own prefix (`tezgah-e2e-<pid of their runner>:`).
 */
async function deleteEndedRunsKeys(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const ended = new Set<string>();
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'tezgah-e2e-*', 'COUNT', 500);
      for (const key of keys) {
        const pid = /^tezgah-e2e-(\d+):/.exec(key)?.[1];
        if (pid && !isRunning(Number(pid))) ended.add(`tezgah-e2e-${pid}:`);
      }
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  for (const prefix of ended) await deleteKeysWithPrefix(url, prefix);
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
