/**
 * The BFF on a Redis Cluster (REDIS_CLUSTER_NODES): the session store's keys spread over the slots (each command one
 * key, a delete of keys in several slots included), and the job queue runs with its keys under one hash tag. Three
 * real redis-server primaries on free ports; left out where redis-server is not installed.
 */
import { Redis } from 'ioredis';
import type { JobRequest } from './jobs/job-queue';
import { BullJobQueue } from './jobs/bull-queue';
import { jobQueuePrefix } from './redis-config';
import { RedisStore } from './redis-store';
import type { ClusterTarget } from './redis-target';
import { redisServerInstalled } from '../test/private-redis';
import { startClusterSet, type ClusterSet } from '../test/redis-cluster-set';

const PREFIX = 'tezgah-fleet:';

describe.skipIf(!redisServerInstalled)('a Redis Cluster', () => {
  let cluster: ClusterSet;
  let target: ClusterTarget;
  beforeAll(async () => {
    cluster = await startClusterSet();
    target = { cluster: [{ host: '127.0.0.1', port: cluster.ports[0]! }], password: null };
  });
  afterAll(() => cluster?.stop());

  it('keeps sessions and counters in keys of any slot, and deletes keys of several slots at once', async () => {
    const store = new RedisStore({ redis: target, keyPrefix: PREFIX, commandTimeoutMs: 2_000 });
    const keys = ['session:a', 'session:b', 'cache:today:1001', 'login:ip:10.0.0.1'];
    const node = new Redis(cluster.ports[0]!, '127.0.0.1');
    const slots = new Set(await Promise.all(keys.map(async (key) => Number(await node.call('CLUSTER', 'KEYSLOT', `${PREFIX}${key}`)))));
    await node.quit();
    expect(slots.size).toBeGreaterThan(1);
    try {
      for (const key of keys) await store.set(key, key.toUpperCase(), 60_000);
      expect(await Promise.all(keys.map((key) => store.get(key)))).toEqual(keys.map((key) => key.toUpperCase()));
      expect([await store.increment('login:count', 60_000), await store.increment('login:count', 60_000)]).toEqual([1, 2]);
      await store.addToSet('sessions-of:usr-ayse', 'a', 60_000);
      expect(await store.members('sessions-of:usr-ayse')).toEqual(['a']);
      await store.delete([...keys, 'login:count', 'sessions-of:usr-ayse']);
      expect(await Promise.all(keys.map((key) => store.get(key)))).toEqual(keys.map(() => null));
    } finally {
      await store.close();
    }
  });

  it('runs the job queue with its keys in one slot', async () => {
    const ran: [string, number][] = [];
    const prefix = jobQueuePrefix(PREFIX, target);
    expect(prefix).toBe('{tezgah-fleet:bull}');
    const queue = new BullJobQueue({
      redis: target,
      prefix,
      run: async (request, attempt) => {
        ran.push([request.transactionId, attempt]);
        return 'finished';
      },
      onAbandoned: async () => {},
    });
    try {
      const job: JobRequest = { kind: 'orderExport', transactionId: 'tx-cluster', payload: {} };
      await queue.enqueue(job);
      await queue.drain();
      expect(ran).toEqual([['tx-cluster', 1]]);
      expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0 });
      await queue.obliterate();
    } finally {
      await queue.close();
    }
  });
});
