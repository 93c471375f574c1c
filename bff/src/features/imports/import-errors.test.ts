/**
 * Refused rows kept off the heap without Redis: on disk beside the kept workbook, one JSON row per line, read a page at
 * a time; with Redis, in the store as before.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportRowError } from '@contract/imports/import.types';
import { DiskFileStore } from '../../lib/files/disk-file-store';
import { TransactionStore } from '../../lib/jobs/transaction-store';
import { MemoryStore } from '../../lib/memory-store';
import type { Store } from '../../lib/store';
import { importErrorStore } from './import-errors';

const refusedRow = (transactionId: string, row: number, sku: string, companyId = 1001): ImportRowError => ({
  transactionId,
  kind: 'stockPrice',
  row,
  sku,
  productId: null,
  productName: null,
  companyId,
  syncSku: null,
  reasons: [{ code: 'imports.reasons.skuUnknown', column: 'Stok Kodu' }],
  date: '2026-11-27T00:00:00.000Z',
  cells: { SKU: sku, Price: '0', 'Retail Price': '10', Stock: '1' },
});

describe('the refused rows of imports', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tezgah-refused-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('are kept on disk beside the workbook without Redis, none in the store, and read a page at a time', async () => {
    const store = new MemoryStore();
    const transactions = new TransactionStore({ store, clock: Date.now });
    const files = new DiskFileStore(dir);
    const errors = importErrorStore({ store, transactions, files: { uploads: files } });
    const older = await transactions.create({ companyId: 1001, method: 'stockPriceImport', createdBy: 'usr-ayse', file: 'a.xlsx' });
    const newer = await transactions.create({ companyId: 1001, method: 'stockPriceImport', createdBy: 'usr-ayse', file: 'b.xlsx' });
    await errors.save(older.id, [refusedRow(older.id, 2, 'KT-1'), refusedRow(older.id, 3, 'KT-2'), refusedRow(older.id, 4, 'other', 1002)]);
    await errors.save(newer.id, [refusedRow(newer.id, 5, 'kt-3')]);

    expect((await readdir(dir)).sort()).toEqual([`${newer.id}-refused.jsonl`, `${older.id}-refused.jsonl`].sort());
    expect(await store.get(`import-errors:${older.id}`)).toBeNull();
    const one = await errors.list(1001, { kind: 'stockPrice', transactionId: older.id, page: 2, pageSize: 1 });
    expect(one).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(one.items.map((row) => [row.row, row.sku, row.reasons[0]!.column])).toEqual([[3, 'KT-2', 'Stok Kodu']]);
    expect(one.items[0]!.cells).toEqual({ SKU: 'KT-2', Price: '0', 'Retail Price': '10', Stock: '1' });
    const recent = await errors.list(1001, { kind: 'stockPrice', sku: 'KT', page: 1, pageSize: 10 });
    expect(recent.items.map((row) => row.sku).sort()).toEqual(['KT-1', 'KT-2', 'kt-3']);
    expect((await errors.list(1001, { kind: 'fulfillmentDay', page: 1, pageSize: 10 })).total).toBe(0);
  });

  it('stay in the store when it is Redis (any store but the in-process one)', async () => {
    const memory = new MemoryStore();
    const transactions = new TransactionStore({ store: memory, clock: Date.now });
    const errors = importErrorStore({ store: bind(memory), transactions, files: { uploads: new DiskFileStore(dir) } });
    const made = await transactions.create({ companyId: 1001, method: 'stockPriceImport', createdBy: 'usr-ayse' });
    await errors.save(made.id, [refusedRow(made.id, 2, 'KT-1')]);
    expect(await readdir(dir).catch(() => [])).toEqual([]);
    expect(JSON.parse((await memory.get(`import-errors:${made.id}`))!)).toHaveLength(1);
    expect((await errors.list(1001, { kind: 'stockPrice', page: 1, pageSize: 10 })).items).toHaveLength(1);
  });
});

/** The store's methods on a plain object: a store that is not the in-process MemoryStore class, as RedisStore is not. */
function bind(store: MemoryStore): Store {
  return {
    get: (key) => store.get(key),
    set: (key, value, ttl) => store.set(key, value, ttl),
    delete: (keys) => store.delete(keys),
    increment: (key, ttl) => store.increment(key, ttl),
    addToSet: (key, member, ttl) => store.addToSet(key, member, ttl),
    removeFromSet: (key, member) => store.removeFromSet(key, member),
    members: (key) => store.members(key),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}
