import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@contract/api/paths';
import type { TransactionListAnswer } from '@contract/transactions/transaction.query';
import type { Transaction } from '@contract/transactions/transaction.types';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { startMirage, type RunningMirage } from './server';
import { api } from './test-client';

const ANADOLU = 1001;
const GULF = 1002;
/** After every seeded date, so an export made in the test is the newest. */
const NOW = Date.UTC(2026, 0, 16, 9, 0, 0);
let mirage: RunningMirage;
const login = (email = 'ayse@demo.tezgah.dev') => api(API.loginUser, { body: { email, password: DEMO_PASSWORD } });

function seed(id: string, companyId: number, date: string, changes: Partial<Transaction> = {}): Transaction {
  const transaction: Transaction = {
    id, companyId, date, updatedAt: date, status: 'done', method: 'stockPriceImport', file: 'prices.xlsx', importErrorFile: null,
    error: null, childErrors: [], rows: 10, progress: null, createdBy: 'usr-ayse', ...changes,
  };
  mirage.context.transactions.push(transaction);
  return transaction;
}

beforeEach(() => {
  localStorage.clear();
  mirage = startMirage({ scenario: 'default', environment: 'test', now: () => NOW });
});
afterEach(() => mirage.shutdown());

describe('Mirage transactions', () => {
  it('lists the company’s transactions newest first, by tab and method, with counts under the method', async () => {
    seed('old-import', ANADOLU, '2026-01-10T08:00:00.000Z');
    seed('running-import', ANADOLU, '2026-01-15T08:00:00.000Z', { status: 'inProgress', progress: { done: 40, total: 100 }, rows: null });
    seed('variant-import', ANADOLU, '2026-01-12T08:00:00.000Z', { method: 'productVariantImport', status: 'warning' });
    seed('gulf-import', GULF, '2026-01-14T08:00:00.000Z');
    await login();
    await api(API.ordersExport, { body: { tab: 'readyForPackaging' } });

    const all = await api<TransactionListAnswer>(API.transactions);
    expect(all.status).toBe(200);
    expect(all.body.items.map((t) => t.method)[0]).toBe('orderExport');
    expect(all.body.items.slice(1).map((t) => t.id)).toEqual(['running-import', 'variant-import', 'old-import']);
    expect(all.body.tabCounts).toMatchObject({ all: 4, done: 2, inProgress: 1, warning: 1, error: 0 });

    const prices = await api<TransactionListAnswer>(`${API.transactions}?method=stockPriceImport&tab=done`);
    expect(prices.body.items.map((t) => t.id)).toEqual(['old-import']);
    expect(prices.body).toMatchObject({ total: 1, tabCounts: { all: 2, done: 1, inProgress: 1, warning: 0 } });
    expect((await api<TransactionListAnswer>(`${API.transactions}?method=no-such-method`)).body.total).toBe(4);
  });

  it('answers one transaction of the company, and notFound for another company’s or an unknown id', async () => {
    const running = seed('running-import', ANADOLU, '2026-01-15T08:00:00.000Z', { status: 'inProgress', progress: { done: 40, total: null } });
    seed('gulf-import', GULF, '2026-01-14T08:00:00.000Z');
    expect((await api(`${API.transactions}/running-import`)).status).toBe(401);
    await login();
    expect(await api(`${API.transactions}/running-import`)).toEqual({ status: 200, body: running });
    expect(await api(`${API.transactions}/gulf-import`)).toEqual({ status: 404, body: { code: 'notFound', message: expect.any(String) } });
    expect((await api(`${API.transactions}/no-such-id`)).status).toBe(404);
  });

  it('refuses staff, and answers downstreamUnavailable in the errors scenario', async () => {
    await api(API.loginAdmin, { body: { email: 'admin@demo.tezgah.dev', password: DEMO_PASSWORD } });
    expect((await api(API.transactions)).status).toBe(403);
    mirage.shutdown();
    mirage = startMirage({ scenario: 'errors', environment: 'test' });
    await login();
    expect((await api(`${API.transactions}/anything`)).body).toMatchObject({ code: 'downstreamUnavailable' });
  });
});
