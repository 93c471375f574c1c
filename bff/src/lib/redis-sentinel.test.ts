/**
 * Redis behind Sentinel (REDIS_SENTINELS): a primary, a replica and a sentinel as real redis-server processes. After
 * the primary dies and the sentinel promotes the replica, sessions written before are read, new ones are written and
 * jobs run, with no restart. Runs with the Redis suites (REDIS_URL set: CI), and needs redis-server on the PATH.
 */
import { manualClock } from './clock';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import type { RedisTarget } from './redis-target';
import { BullJobQueue } from './jobs/bull-queue';
import { jobRunner } from './jobs/job-queue';
import { TransactionStore } from './jobs/transaction-store';
import { describeRedis } from '../test/stores';
import { SENTINEL_PRIMARY_NAME, startSentinelSet, type SentinelSet } from '../test/redis-sentinel-set';

describeRedis('Redis behind Sentinel', () => {
  let set: SentinelSet;
  let target: RedisTarget;
  beforeAll(async () => {
    set = await startSentinelSet();
    target = { sentinels: [{ host: '127.0.0.1', port: set.sentinelPort }], name: SENTINEL_PRIMARY_NAME, password: null };
  }, 30_000);
  afterAll(async () => {
    await set?.stop();
  });

  it('keeps sessions and jobs going through a failover', async () => {
    const store = new RedisStore({ redis: target, keyPrefix: 'tezgah-sentinel:', commandTimeoutMs: 2_000 });
    const clock = manualClock();
    const transactions = new TransactionStore({ store: new MemoryStore({ clock }), clock });
    const ran: string[] = [];
    const queue = new BullJobQueue({
      redis: target,
      prefix: 'tezgah-sentinel-bull',
      run: jobRunner({
        handlers: {
          stockPriceImport: async (job) => {
            ran.push(job.transactionId);
            return { rows: 0, file: 'prices.xlsx', status: 'done' };
          },
        },
        transactions,
      }),
      onAbandoned: async () => {},
    });
    const runJob = async () => {
      const { id } = await transactions.create({ companyId: 1001, method: 'stockPriceImport', createdBy: 'usr-ayse', file: 'prices.xlsx' });
      await queue.enqueue({ kind: 'stockPriceImport', transactionId: id, payload: {} });
      await vi.waitFor(() => expect(ran).toContain(id), { timeout: 15_000 });
    };
    try {
      await store.set('session:before', 'ayse', null);
      await runJob();
      await set.failOver();

      await vi.waitFor(async () => expect(await store.get('session:before')).toBe('ayse'), { timeout: 15_000, interval: 200 });
      await store.set('session:after', 'mehmet', null);
      expect(await store.get('session:after')).toBe('mehmet');
      await runJob();
      expect(ran).toHaveLength(2);
    } finally {
      await queue.close();
      await store.close();
    }
  }, 60_000);
});
