import { TRANSACTION_TABS } from '@contract/transactions/transaction.types';
import { manualClock, type ManualClock } from '../clock';
import type { Store } from '../store';
import { describeStores } from '../../test/stores';
import { TransactionStore } from './transaction-store';
import { TRANSACTION_KEEP_MS } from '@contract/transactions/transaction.types';

describeStores('TransactionStore ($name)', (kind) => {
  let clock: ManualClock;
  let store: Store;
  let transactions: TransactionStore;

  beforeEach(() => {
    clock = manualClock(Date.UTC(2026, 10, 22, 9));
    store = kind.make(clock);
    transactions = new TransactionStore({ store, clock });
  });
  afterEach(async () => {
    await store.close();
    await kind.cleanup();
  });

  it('creates open transactions with unguessable ids', async () => {
    const created = await transactions.create({ companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse' });
    expect(created).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      companyId: 1001,
      date: '2026-11-22T09:00:00.000Z',
      updatedAt: '2026-11-22T09:00:00.000Z',
      status: 'open',
      method: 'orderExport',
      file: null,
      importErrorFile: null,
      error: null,
      childErrors: [],
      rows: null,
      progress: null,
      createdBy: 'usr-ayse',
    });
    const other = await transactions.create({ companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse' });
    expect(other.id).not.toBe(created.id);
    expect(await transactions.get(1001, created.id)).toEqual(created);
  });

  it("hides another company's transaction and unknown or malformed ids", async () => {
    const created = await transactions.create({ companyId: 1001, method: 'packageExport', createdBy: 'usr-ayse' });
    expect(await transactions.get(1002, created.id)).toBeNull();
    expect(await transactions.get(1001, 'nope')).toBeNull();
    expect(await transactions.get(1001, '../../etc/passwd')).toBeNull();
  });

  it('updates fields and stamps updatedAt from the clock', async () => {
    const created = await transactions.create({ companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse' });
    clock.advance(90_000);
    const updated = await transactions.update(created.id, { status: 'done', rows: 12, file: 'orders-2026-11-22.xlsx' });
    expect(updated).toMatchObject({ status: 'done', rows: 12, file: 'orders-2026-11-22.xlsx', date: created.date, updatedAt: '2026-11-22T09:01:30.000Z' });
    expect(await transactions.get(1001, created.id)).toEqual(updated);
    const failed = await transactions.update(created.id, { status: 'error', error: { code: 'generic', message: 'x' } });
    expect(failed).toMatchObject({ status: 'error', error: { code: 'generic', message: 'x' }, rows: 12 });
    expect(await transactions.update('unknown', { status: 'done' })).toBeNull();
  });

  it('lists newest first, per tab, with counts for every tab', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await transactions.create({ companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse' })).id);
      clock.advance(1000);
    }
    await transactions.create({ companyId: 1002, method: 'orderExport', createdBy: 'usr-omar' });
    await transactions.update(ids[0]!, { status: 'done' });
    await transactions.update(ids[1]!, { status: 'error' });
    await transactions.update(ids[3]!, { status: 'done' });

    const all = await transactions.list(1001, { tab: 'all', page: 1, pageSize: 2 });
    expect(all.items.map((t) => t.id)).toEqual([ids[4], ids[3]]);
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(all.tabCounts).toEqual({ all: 5, open: 2, inProgress: 0, inManuelControl: 0, error: 1, done: 2, warning: 0 });
    expect(Object.keys(all.tabCounts)).toEqual([...TRANSACTION_TABS]);
    expect((await transactions.list(1001, { tab: 'all', page: 3, pageSize: 2 })).items.map((t) => t.id)).toEqual([ids[0]]);
    const done = await transactions.list(1001, { tab: 'done', page: 1, pageSize: 25 });
    expect(done.items.map((t) => t.id)).toEqual([ids[3], ids[0]]);
    expect(done.total).toBe(2);
    expect((await transactions.list(1002, { tab: 'all', page: 1, pageSize: 25 })).total).toBe(1);
    expect((await transactions.list(1003, { tab: 'all', page: 1, pageSize: 25 })).items).toEqual([]);
  });

  it("narrows the list and its counts to one method, and keeps an import's file name and progress", async () => {
    const exported = await transactions.create({ companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse' });
    const imported = await transactions.create({ companyId: 1001, method: 'stockPriceImport', createdBy: 'usr-ayse', file: 'prices.xlsx' });
    await transactions.update(imported.id, { status: 'inProgress', progress: { done: 500, total: null } });
    const imports = await transactions.list(1001, { tab: 'all', method: 'stockPriceImport', page: 1, pageSize: 25 });
    expect(imports.items.map((t) => t.id)).toEqual([imported.id]);
    expect(imports.tabCounts).toMatchObject({ all: 1, inProgress: 1, open: 0 });
    expect(imports.items[0]).toMatchObject({ file: 'prices.xlsx', progress: { done: 500, total: null } });
    expect((await transactions.list(1001, { tab: 'all', page: 1, pageSize: 25 })).items.map((t) => t.id)).toContain(exported.id);
    expect(await transactions.read(imported.id)).toMatchObject({ companyId: 1001 });
  });

  if (kind.name === 'memory') {
    it('keeps transactions 30 days from creation', async () => {
      const created = await transactions.create({ companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse' });
      clock.advance(TRANSACTION_KEEP_MS - 1000);
      await transactions.update(created.id, { status: 'done' });
      expect(await transactions.get(1001, created.id)).not.toBeNull();
      clock.advance(1000);
      expect(await transactions.get(1001, created.id)).toBeNull();
      expect((await transactions.list(1001, { tab: 'all', page: 1, pageSize: 25 })).tabCounts.all).toBe(0);
    });
  }
});
