import { ERROR_MESSAGES } from '@contract/errors';
import { ApiFailure } from '../api-failure';
import { manualClock } from '../clock';
import type { LogLine } from '../logger';
import { MemoryStore } from '../memory-store';
import { InProcessJobQueue, JobFailure, transactionErrorOf, type Job } from './job-queue';
import { TransactionStore } from './transaction-store';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}

describe('InProcessJobQueue', () => {
  let transactions: TransactionStore;
  let logs: LogLine[];
  const newTransaction = () => transactions.create({ companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse' });
  const statusOf = async (id: string) => (await transactions.get(1001, id))?.status;

  beforeEach(() => {
    const clock = manualClock();
    transactions = new TransactionStore({ store: new MemoryStore({ clock }), clock });
    logs = [];
  });

  it('marks the transaction inProgress while running, then done with what the job produced', async () => {
    const queue = new InProcessJobQueue({ transactions, logSink: (line) => logs.push(line) });
    const { id } = await newTransaction();
    const gate = deferred();
    const seen: (string | undefined)[] = [];
    queue.enqueue({ transactionId: id, name: 'orderExport', run: async () => {
      seen.push(await statusOf(id));
      await gate.promise;
      return { rows: 3, file: 'orders-2026-01-15.xlsx' };
    } });
    await vi.waitFor(() => expect(seen).toEqual(['inProgress']));
    gate.resolve();
    await queue.drain();
    expect(await transactions.get(1001, id)).toMatchObject({ status: 'done', rows: 3, file: 'orders-2026-01-15.xlsx', error: null });
    expect(logs).toContainEqual(expect.objectContaining({ level: 'info', message: 'job done', transactionId: id }));
  });

  it('records warnings with child errors', async () => {
    const queue = new InProcessJobQueue({ transactions });
    const { id } = await newTransaction();
    queue.enqueue({ transactionId: id, name: 'x', run: async () => ({ status: 'warning', childErrors: [{ code: 'row', message: 'row 2 skipped' }] }) });
    await queue.drain();
    expect(await transactions.get(1001, id)).toMatchObject({ status: 'warning', childErrors: [{ code: 'row', message: 'row 2 skipped' }] });
  });

  it('keeps going after a failing job; the failure keeps a code and message, never a stack', async () => {
    const queue = new InProcessJobQueue({ transactions, logSink: (line) => logs.push(line) });
    const [a, b, c] = [await newTransaction(), await newTransaction(), await newTransaction()];
    queue.enqueue({ transactionId: a.id, name: 'x', run: async () => { throw new Error('ECONNRESET at /srv/secret/path.ts:12'); } });
    queue.enqueue({ transactionId: b.id, name: 'x', run: async () => { throw new JobFailure('exportTooLarge', ERROR_MESSAGES.exportTooLarge); } });
    queue.enqueue({ transactionId: c.id, name: 'x', run: async () => ({ rows: 1 }) });
    await queue.drain();
    const failed = await transactions.get(1001, a.id);
    expect(failed).toMatchObject({ status: 'error', error: { code: 'generic', message: ERROR_MESSAGES.generic } });
    expect(JSON.stringify(failed)).not.toContain('secret');
    expect((await transactions.get(1001, b.id))?.error).toEqual({ code: 'exportTooLarge', message: ERROR_MESSAGES.exportTooLarge });
    expect(await statusOf(c.id)).toBe('done');
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', message: 'job failed', transactionId: a.id }));
  });

  it('runs one job at a time by default and up to `concurrency` when asked', async () => {
    for (const [concurrency, expected] of [[undefined, 1], [3, 3]] as const) {
      const queue = new InProcessJobQueue({ transactions, ...(concurrency ? { concurrency } : {}) });
      let running = 0;
      let peak = 0;
      const job = async (): Promise<Job> => ({ transactionId: (await newTransaction()).id, name: 'x', run: async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return {};
      } });
      for (let i = 0; i < 6; i += 1) queue.enqueue(await job());
      await queue.drain();
      expect(peak).toBe(expected);
    }
  });

  it('drains at once when idle and waits for jobs queued while draining', async () => {
    const queue = new InProcessJobQueue({ transactions });
    await expect(queue.drain()).resolves.toBeUndefined();
    const first = await newTransaction();
    const second = await newTransaction();
    queue.enqueue({ transactionId: first.id, name: 'x', run: async () => {
      queue.enqueue({ transactionId: second.id, name: 'x', run: async () => ({ rows: 2 }) });
      return { rows: 1 };
    } });
    await queue.drain();
    expect(await statusOf(first.id)).toBe('done');
    expect(await statusOf(second.id)).toBe('done');
  });

  it('survives a store that cannot save the outcome', async () => {
    const broken = new TransactionStore({ store: new MemoryStore(), clock: () => Date.now() });
    vi.spyOn(broken, 'update').mockRejectedValue(new Error('store down'));
    const queue = new InProcessJobQueue({ transactions: broken, logSink: (line) => logs.push(line) });
    queue.enqueue({ transactionId: 'a', name: 'x', run: async () => ({}) });
    queue.enqueue({ transactionId: 'b', name: 'x', run: async () => ({}) });
    await queue.drain();
    expect(logs).toContainEqual(expect.objectContaining({ message: 'job status not saved', transactionId: 'a' }));
    expect(logs).toContainEqual(expect.objectContaining({ message: 'job status not saved', transactionId: 'b' }));
  });
});

describe('transactionErrorOf', () => {
  it('keeps known codes and hides everything else', () => {
    expect(transactionErrorOf(new ApiFailure('downstreamUnavailable'))).toEqual({ code: 'downstreamUnavailable', message: ERROR_MESSAGES.downstreamUnavailable });
    expect(transactionErrorOf(new TypeError('x is undefined'))).toEqual({ code: 'generic', message: ERROR_MESSAGES.generic });
    expect(transactionErrorOf('boom')).toEqual({ code: 'generic', message: ERROR_MESSAGES.generic });
  });
});
