/**
 * The Redis queue with real BullMQ on Redis database 9 and a prefix of its own (skipped without REDIS_URL, like the other
 * Redis suites): jobs run through the one runner, and a job whose process stopped is taken over by the next one.
 */
import { manualClock } from '../clock';
import { randomId } from '../crypto';
import { MemoryStore } from '../memory-store';
import { deleteRedisKeys, describeRedis, REDIS_TEST_DB, redisKeys, redisUrl } from '../../test/stores';
import { BullJobQueue } from './bull-queue';
import { jobRunner, type JobHandler, type JobRequest } from './job-queue';
import { TransactionStore } from './transaction-store';

const LOCK_MS = 1_000;

describeRedis('BullJobQueue', () => {
  const prefix = `tezgah-test-bull:${randomId(8)}`;
  const queues: BullJobQueue[] = [];
  let transactions: TransactionStore;

  const queueWith = (handler: JobHandler, lockDurationMs = LOCK_MS, onAbandoned: (request: JobRequest) => Promise<void> = async () => {}) => {
    const queue = new BullJobQueue({
      redis: { url: redisUrl() },
      db: REDIS_TEST_DB,
      prefix,
      run: jobRunner({ handlers: { stockPriceImport: handler }, transactions }),
      onAbandoned,
      lockDurationMs,
      stalledIntervalMs: LOCK_MS / 2,
      handBackWithinMs: LOCK_MS,
    });
    queues.push(queue);
    return queue;
  };
  const newTransaction = () => transactions.create({ companyId: 1001, method: 'stockPriceImport', createdBy: 'usr-ayse', file: 'prices.xlsx' });

  beforeEach(() => {
    const clock = manualClock();
    transactions = new TransactionStore({ store: new MemoryStore({ clock }), clock });
  });
  afterAll(async () => {
    await queues[0]?.obliterate().catch(() => {});
    await Promise.allSettled(queues.map((queue) => queue.close()));
    await deleteRedisKeys(prefix);
    expect(await redisKeys(`${prefix}*`)).toEqual([]);
  });

  it('runs a queued job through the runner and records its outcome and progress', async () => {
    const queue = queueWith(async (job) => {
      await job.progress(2, 2);
      return { rows: 2, file: 'prices.xlsx', status: 'done' };
    });
    const { id } = await newTransaction();
    await queue.enqueue({ kind: 'stockPriceImport', transactionId: id, payload: { note: 'data only' } });
    await vi.waitFor(async () => expect((await transactions.get(1001, id))?.status).toBe('done'), { timeout: 10_000 });
    expect(await transactions.get(1001, id)).toMatchObject({ rows: 2, progress: { done: 2, total: 2 }, file: 'prices.xlsx' });
    await queue.close();
  });

  it('hands a job whose process stopped to the next process, which runs it again as attempt 2', async () => {
    const attempts: number[] = [];
    const hang = new Promise<never>(() => {});
    const first = queueWith(async (job) => {
      attempts.push(job.attempt);
      await job.progress(500, null);
      return hang;
    });
    const { id } = await newTransaction();
    await first.enqueue({ kind: 'stockPriceImport', transactionId: id, payload: {} });
    await vi.waitFor(() => expect(attempts).toEqual([1]), { timeout: 10_000 });
    await first.close(); // the process "dies": its lock is no longer renewed
    const second = queueWith(async (job) => {
      attempts.push(job.attempt);
      return { rows: 1_000, status: 'done' };
    });
    await vi.waitFor(async () => expect((await transactions.get(1001, id))?.status).toBe('done'), { timeout: 15_000 });
    expect(attempts).toEqual([1, 2]);
    await second.close();
  }, 30_000);

  it('hands a running job back to the queue when it stops on its signal, long before its lock would lapse', async () => {
    const attempts: number[] = [];
    const first = queueWith(async (job) => {
      attempts.push(job.attempt);
      await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
      job.signal.throwIfAborted();
      return { status: 'done' };
    }, 60_000);
    const { id } = await newTransaction();
    await first.enqueue({ kind: 'stockPriceImport', transactionId: id, payload: {} });
    await vi.waitFor(() => expect(attempts).toEqual([1]), { timeout: 10_000 });
    await first.close();
    expect((await transactions.get(1001, id))?.status).toBe('inProgress');
    const second = queueWith(async (job) => {
      attempts.push(job.attempt);
      return { rows: 1, status: 'done' };
    });
    await vi.waitFor(async () => expect((await transactions.get(1001, id))?.status).toBe('done'), { timeout: 10_000 });
    expect(attempts).toEqual([1, 2]);
    await second.close();
  }, 30_000);

  it('gives a job up after it stopped twice, and says so on its transaction', async () => {
    const abandoned: string[] = [];
    const attempts: number[] = [];
    const hang = new Promise<never>(() => {});
    const hanging: JobHandler = async (job) => {
      attempts.push(job.attempt);
      return hang;
    };
    const { id } = await newTransaction();
    const first = queueWith(hanging);
    await first.enqueue({ kind: 'stockPriceImport', transactionId: id, payload: {} });
    await vi.waitFor(() => expect(attempts).toEqual([1]), { timeout: 10_000 });
    await first.close();
    const second = queueWith(hanging);
    await vi.waitFor(() => expect(attempts).toEqual([1, 2]), { timeout: 10_000 });
    await second.close();
    const third = queueWith(hanging, LOCK_MS, async (request) => {
      abandoned.push(request.transactionId);
    });
    await vi.waitFor(() => expect(abandoned).toEqual([id]), { timeout: 10_000 });
    expect(attempts).toEqual([1, 2]);
    await third.close();
  }, 40_000);
});
