import { ERROR_MESSAGES } from '@contract/errors';
import { ApiFailure } from '../api-failure';
import { manualClock } from '../clock';
import type { LogLine } from '../logger';
import { MemoryStore } from '../memory-store';
import { InProcessJobQueue, JobFailure, jobRunner, transactionErrorOf, type JobResult, type RunningJob } from './job-queue';
import { TransactionStore } from './transaction-store';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

type Script = (job: RunningJob) => Promise<JobResult>;

describe('jobRunner and InProcessJobQueue', () => {
  let transactions: TransactionStore;
  let logs: LogLine[];
  /** Each transaction's job does what its script says (the handler is the orderExport kind's). */
  let scripts: Map<string, Script>;
  const newTransaction = () => transactions.create({ companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse' });
  const statusOf = async (id: string) => (await transactions.get(1001, id))?.status;
  const queueOf = (options: { concurrency?: number; store?: TransactionStore } = {}) =>
    new InProcessJobQueue({
      run: jobRunner({
        handlers: { orderExport: (job) => scripts.get(job.transactionId)!(job) },
        transactions: options.store ?? transactions,
        logSink: (line) => logs.push(line),
      }),
      ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    });
  const start = async (queue: InProcessJobQueue, script: Script, id?: string) => {
    const transactionId = id ?? (await newTransaction()).id;
    scripts.set(transactionId, script);
    await queue.enqueue({ kind: 'orderExport', transactionId, payload: {} });
    return transactionId;
  };

  beforeEach(() => {
    const clock = manualClock();
    transactions = new TransactionStore({ store: new MemoryStore({ clock }), clock });
    logs = [];
    scripts = new Map();
  });

  it('marks the transaction inProgress while running, records progress, then done with what the job produced', async () => {
    const queue = queueOf();
    const gate = deferred();
    const seen: (string | undefined)[] = [];
    const id = await start(queue, async (job) => {
      seen.push(await statusOf(job.transactionId));
      await job.progress(40, 100);
      await gate.promise;
      return { rows: 3, file: 'orders-2026-01-15.xlsx' };
    });
    await vi.waitFor(async () => expect((await transactions.get(1001, id))?.progress).toEqual({ done: 40, total: 100 }));
    expect(seen).toEqual(['inProgress']);
    gate.resolve();
    await queue.drain();
    expect(await transactions.get(1001, id)).toMatchObject({ status: 'done', rows: 3, file: 'orders-2026-01-15.xlsx', error: null });
    expect(logs).toContainEqual(expect.objectContaining({ level: 'info', message: 'job done', transactionId: id, attempt: 1 }));
  });

  it('records warnings and errors a job answers, with their child errors and error file', async () => {
    const queue = queueOf();
    const warned = await start(queue, async () => ({
      status: 'warning',
      importErrorFile: 'x-errors.xlsx',
      error: { code: 'importRowsFailed', message: 'm' },
      childErrors: [{ code: 'row 2', message: 'Price: required' }],
    }));
    const failed = await start(queue, async () => ({ status: 'error', rows: 4, error: { code: 'importAllRowsFailed', message: 'n' } }));
    await queue.drain();
    expect(await transactions.get(1001, warned)).toMatchObject({
      status: 'warning',
      importErrorFile: 'x-errors.xlsx',
      childErrors: [{ code: 'row 2', message: 'Price: required' }],
    });
    expect(await transactions.get(1001, failed)).toMatchObject({ status: 'error', rows: 4, error: { code: 'importAllRowsFailed' } });
  });

  it('keeps going after a failing job; the failure keeps a code and message, never a stack', async () => {
    const queue = queueOf();
    const a = await start(queue, async () => {
      throw new Error('ECONNRESET at /srv/secret/path.ts:12');
    });
    const b = await start(queue, async () => {
      throw new JobFailure('exportTooLarge', ERROR_MESSAGES.exportTooLarge);
    });
    const c = await start(queue, async () => ({ rows: 1 }));
    await queue.drain();
    const failed = await transactions.get(1001, a);
    expect(failed).toMatchObject({ status: 'error', error: { code: 'generic', message: ERROR_MESSAGES.generic } });
    expect(JSON.stringify(failed)).not.toContain('secret');
    expect((await transactions.get(1001, b))?.error).toEqual({ code: 'exportTooLarge', message: ERROR_MESSAGES.exportTooLarge });
    expect(await statusOf(c)).toBe('done');
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', message: 'job failed', transactionId: a }));
  });

  it('leaves the transaction as it is when the job stops because the process is stopping', async () => {
    const stopping = new AbortController();
    const run = jobRunner({
      handlers: {
        orderExport: async (job) => {
          await job.progress(10, null);
          stopping.abort();
          job.signal.throwIfAborted();
          return { rows: 1 };
        },
      },
      transactions,
      logSink: (line) => logs.push(line),
    });
    const { id } = await newTransaction();
    await run({ kind: 'orderExport', transactionId: id, payload: {} }, 1, stopping.signal);
    expect(await transactions.get(1001, id)).toMatchObject({ status: 'inProgress', progress: { done: 10, total: null }, error: null });
    expect(logs).toContainEqual(expect.objectContaining({ message: 'job left for another process', transactionId: id }));
  });

  it('fails a job whose kind has no handler', async () => {
    const queue = new InProcessJobQueue({ run: jobRunner({ handlers: {}, transactions }) });
    const { id } = await newTransaction();
    await queue.enqueue({ kind: 'stockPriceImport', transactionId: id, payload: {} });
    await queue.drain();
    expect(await transactions.get(1001, id)).toMatchObject({ status: 'error', error: { code: 'generic' } });
  });

  it('runs one job at a time by default and up to `concurrency` when asked', async () => {
    for (const [concurrency, expected] of [
      [undefined, 1],
      [3, 3],
    ] as const) {
      const queue = queueOf(concurrency ? { concurrency } : {});
      let running = 0;
      let peak = 0;
      for (let i = 0; i < 6; i += 1) {
        await start(queue, async () => {
          running += 1;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          return {};
        });
      }
      await queue.drain();
      expect(peak).toBe(expected);
    }
  });

  it('drains at once when idle, waits for jobs queued while draining, and refuses jobs once closed', async () => {
    const queue = queueOf();
    await expect(queue.drain()).resolves.toBeUndefined();
    const second = (await newTransaction()).id;
    scripts.set(second, async () => ({ rows: 2 }));
    const first = await start(queue, async () => {
      await queue.enqueue({ kind: 'orderExport', transactionId: second, payload: {} });
      return { rows: 1 };
    });
    await queue.drain();
    expect([await statusOf(first), await statusOf(second)]).toEqual(['done', 'done']);
    await queue.close();
    await expect(queue.enqueue({ kind: 'orderExport', transactionId: second, payload: {} })).rejects.toThrow('closed');
  });

  it('survives a store that cannot save the outcome', async () => {
    const broken = new TransactionStore({ store: new MemoryStore(), clock: () => Date.now() });
    vi.spyOn(broken, 'update').mockRejectedValue(new Error('store down'));
    const queue = queueOf({ store: broken });
    await start(queue, async () => ({}), 'a');
    await start(queue, async () => ({}), 'b');
    await queue.drain();
    expect(logs).toContainEqual(expect.objectContaining({ message: 'job status not saved', transactionId: 'a' }));
    expect(logs).toContainEqual(expect.objectContaining({ message: 'job status not saved', transactionId: 'b' }));
  });
});

describe('transactionErrorOf', () => {
  it('keeps known codes and hides everything else', () => {
    expect(transactionErrorOf(new ApiFailure('downstreamUnavailable'))).toEqual({
      code: 'downstreamUnavailable',
      message: ERROR_MESSAGES.downstreamUnavailable,
    });
    expect(transactionErrorOf(new TypeError('x is undefined'))).toEqual({ code: 'generic', message: ERROR_MESSAGES.generic });
    expect(transactionErrorOf('boom')).toEqual({ code: 'generic', message: ERROR_MESSAGES.generic });
  });
});
