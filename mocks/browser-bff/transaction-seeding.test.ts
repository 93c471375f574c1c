import { parseTransactionQuery } from '@contract/transactions/transaction.query';
import type { Transaction } from '@contract/transactions/transaction.types';
import { manualClock } from '../../bff/src/lib/clock';
import { TransactionStore } from '../../bff/src/lib/jobs/transaction-store';
import { MemoryStore } from '../../bff/src/lib/memory-store';
import { seedTransactions } from './transaction-seeding';

const transaction = (id: string, companyId: number, date: string, changes: Partial<Transaction> = {}): Transaction => ({
  id,
  companyId,
  date,
  updatedAt: date,
  status: 'done',
  method: 'orderExport',
  file: 'orders.xlsx',
  importErrorFile: null,
  error: null,
  childErrors: [],
  rows: 12,
  progress: null,
  createdBy: 'usr-ayse',
  ...changes,
});

describe('seedTransactions', () => {
  it('puts transactions where the TransactionStore lists, reads and updates them', async () => {
    const clock = manualClock(Date.parse('2026-03-01T10:00:00Z'));
    const store = new MemoryStore({ clock });
    const transactions = new TransactionStore({ store, clock });
    const running = transaction('story-running', 1001, '2026-03-01T09:58:00.000Z', {
      status: 'inProgress',
      method: 'stockPriceImport',
      progress: { done: 4, total: 10 },
    });
    await seedTransactions(store, [
      transaction('story-old', 1001, '2026-03-01T08:00:00.000Z'),
      running,
      transaction('story-other-company', 1002, '2026-03-01T09:00:00.000Z'),
    ]);

    const listed = await transactions.list(1001, parseTransactionQuery({}));
    expect(listed.items.map((item) => item.id)).toEqual(['story-running', 'story-old']);
    expect(listed.tabCounts).toMatchObject({ all: 2, inProgress: 1, done: 1 });
    expect(await transactions.get(1001, 'story-running')).toEqual(running);
    expect(await transactions.get(1001, 'story-other-company')).toBeNull();

    await transactions.update('story-running', { status: 'done', progress: null, rows: 10 });
    expect((await transactions.list(1001, parseTransactionQuery({ tab: 'done' }))).total).toBe(2);
  });
});
