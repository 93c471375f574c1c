import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import type { LoginResponse } from '@contract/api/session';
import type { CreatedPackageAnswer, ExportAnswer, OrderDetailAnswer, OrderListAnswer, OrderLogsAnswer } from '@contract/orders/order.api';
import type { PackageDetailAnswer, PackageListAnswer } from '@contract/packages/package.api';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { createWorld } from '@mocks/world/world';
import type { TransactionListAnswer } from '@contract/transactions/transaction.query';
import { startMirage, type RunningMirage } from './server';
import type { MockScenario } from './scenarios';
import { api } from './test-client';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
let clock = NOW;
let mirage: RunningMirage;
const start = (scenario: MockScenario = 'default') => {
  mirage?.shutdown();
  mirage = startMirage({ scenario, environment: 'test', now: () => clock });
};
const login = (email = 'ayse@demo.tezgah.dev', path: string = API.loginUser) => api<LoginResponse>(path, { body: { email, password: DEMO_PASSWORD } });

async function upload(orderId: number, parts: { number?: string; date?: string; file?: File }) {
  const form = new FormData();
  if (parts.number !== undefined) form.append('number', parts.number);
  if (parts.date !== undefined) form.append('date', parts.date);
  if (parts.file) form.append('file', parts.file);
  const answer = await fetch(`${API.orders}/${orderId}/invoice`, { method: 'POST', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, body: form });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> & Partial<OrderDetailAnswer> };
}

beforeEach(() => {
  localStorage.clear();
  clock = NOW;
  start();
});
afterEach(() => mirage.shutdown());

describe('Mirage orders', () => {
  it('lists orders of the session company with browser page sizes and refuses bad filters', async () => {
    expect((await api(API.orders)).status).toBe(401);
    await login();
    const list = await api<OrderListAnswer>(`${API.orders}?tab=completed&pageSize=100`);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(100);
    expect(list.body.tabCounts.completed).toBe(list.body.total);
    expect((await api<OrderListAnswer>(`${API.orders}?pageSize=500`)).body.pageSize).toBe(25);
    expect(await api(`${API.orders}?marketplace=hepsiburada&marketplaceOrderId=123`)).toEqual({
      status: 400, body: { code: 'validation', message: 'Please check all fields.', fields: { marketplaceOrderId: 'validation.hepsiburadaLeadingZero' } },
    });
    expect((await api(`${API.orders}?from=2026-01-01&to=2026-01-20`)).body).toMatchObject({ fields: { from: 'validation.dateRangeTooLong' } });
  });

  it('shows a detail and logs, cancels as the seller, and refuses a second cancel', async () => {
    await login();
    const row = (await api<OrderListAnswer>(`${API.orders}?tab=readyForPackaging&pageSize=100`)).body.items.find((r) => r.itemCount >= 2)!;
    const detail = await api<OrderDetailAnswer>(`${API.orders}/${row.id}`);
    expect(detail.body.order.id).toBe(row.id);
    expect((await api<OrderLogsAnswer>(`${API.orders}/${row.id}/logs`)).body.items.length).toBeGreaterThanOrEqual(2);
    const itemIds = [detail.body.order.items[0]!.id];
    expect((await api(`${API.orders}/${row.id}/cancel`, { body: { itemIds } })).body).toMatchObject({ code: 'validation', fields: { reason: 'validation.cancelReasonRequired' } });
    const cancelled = await api<OrderDetailAnswer>(`${API.orders}/${row.id}/cancel`, { body: { itemIds, reason: 'outOfStock' } });
    expect(cancelled.body.order.items[0]!.cancellation).toMatchObject({ userType: 'seller', canceledBy: 'Ayşe Yılmaz', reason: 'outOfStock' });
    expect(await api(`${API.orders}/${row.id}/cancel`, { body: { itemIds, reason: 'outOfStock' } })).toEqual({
      status: 409, body: { code: 'itemAlreadyCancelled', message: 'This item is already cancelled.' },
    });
    expect((await api(`${API.orders}/${row.id}/cancel`, { body: { itemIds: [7], reason: 'outOfStock' } })).body).toMatchObject({ code: 'validation' });
    expect((await api(`${API.orders}/999`)).status).toBe(404);
  });

  it('creates a package, uploads a PDF invoice and refuses a non-PDF or missing fields', async () => {
    await login();
    const row = (await api<OrderListAnswer>(`${API.orders}?tab=readyForPackaging&pageSize=100`)).body.items.at(-1)!;
    const order = (await api<OrderDetailAnswer>(`${API.orders}/${row.id}`)).body.order;
    const created = await api<CreatedPackageAnswer>(`${API.orders}/${row.id}/packages`, { body: { itemIds: order.items.map((item) => item.id) } });
    expect(created.status).toBe(200);
    expect(created.body.order.items.every((item) => item.packageId === created.body.packageId)).toBe(true);
    const pdf = new File(['%PDF-1.4 hello'], 'invoice.pdf', { type: 'application/pdf' });
    const good = await upload(row.id, { number: 'F-77', date: '2026-01-15', file: pdf });
    expect(good.status).toBe(200);
    expect(good.body.order?.invoice).toMatchObject({ number: 'F-77', fileName: 'invoice.pdf' });
    expect(await upload(row.id, { number: 'F-78', date: '2026-01-15', file: new File(['hello'], 'invoice.pdf') })).toMatchObject({ status: 400, body: { code: 'pdfRequired' } });
    expect(await upload(row.id, { date: '2026-01-15', file: pdf })).toMatchObject({ status: 400, body: { code: 'validation', fields: { number: 'validation.invoiceNumberRequired' } } });
    const pkg = await api<PackageDetailAnswer>(`${API.packages}/${created.body.packageId}`);
    expect(pkg.body.invoice?.number).toBe('F-77');
  });

  it('lets only an admin acting as the seller delete orders and packages', async () => {
    await login();
    const packaged = (await api<PackageListAnswer>(`${API.packages}?tab=packaged`)).body.items[0]!;
    expect((await api(`${API.packages}/${packaged.id}`, { method: 'DELETE' })).status).toBe(403);
    await login('admin@demo.tezgah.dev', API.loginAdmin);
    expect((await api(API.orders)).status).toBe(403);
    await api(API.actAs, { body: { companyId: 1001 } });
    expect((await api(`${API.packages}/${packaged.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`${API.packages}/${packaged.id}`)).status).toBe(404);
    expect((await api(`${API.orders}/${packaged.orderId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`${API.orders}/${packaged.orderId}`)).status).toBe(404);
  });
});

describe('Mirage packages, exports and transactions', () => {
  it('re-creates a label and refuses it once the package has shipped', async () => {
    await login();
    const packaged = (await api<PackageListAnswer>(`${API.packages}?tab=packaged`)).body.items[0]!;
    const recreated = await api<PackageDetailAnswer>(`${API.packages}/${packaged.id}/label/recreate`, { body: {} });
    expect(recreated.body.package.labelVersion).toBeGreaterThan(1);
    const shipped = (await api<PackageListAnswer>(`${API.packages}?tab=shipped`)).body.items[0]!;
    expect((await api(`${API.packages}/${shipped.id}/label/refresh`, { body: {} })).status).toBe(200);
    expect((await api(`${API.packages}/${shipped.id}/label/recreate`, { body: {} })).body).toMatchObject({ code: 'packageNotAtSeller' });
  });

  it('exports within the cap, needs a date range for packages, and lists the transactions newest first', async () => {
    await login();
    const orders = await api<ExportAnswer>(API.ordersExport, { body: { marketplace: 'trendyol', tab: 'all' } });
    expect(orders.status).toBe(202);
    expect(orders.body.rows).toBeGreaterThan(100);
    expect((await api(API.packagesExport, { body: {} })).body).toMatchObject({ code: 'validation', fields: { from: 'validation.dateRangeRequired' } });
    const packages = await api<ExportAnswer>(API.packagesExport, { body: { from: '2026-01-01', to: '2026-01-10', tab: 'all' } });
    expect(packages.body.rows).toBeGreaterThan(0);
    const transactions = await api<TransactionListAnswer>(`${API.transactions}?tab=all`);
    expect(transactions.body.items.map((t) => t.id)).toEqual([packages.body.transactionId, orders.body.transactionId]);
    expect(transactions.body.items[0]).toMatchObject({ status: 'done', method: 'packageExport', rows: packages.body.rows, file: null });
    expect(transactions.body.tabCounts).toMatchObject({ all: 2, done: 2, error: 0 });
    expect((await api<TransactionListAnswer>(`${API.transactions}?tab=error`)).body.items).toEqual([]);
  });

  it('refuses an export over 100,000 rows', async () => {
    mirage.shutdown();
    mirage = startMirage({ scenario: 'default', environment: 'test', now: () => clock, world: largeWorld() });
    await login();
    expect(await api(API.ordersExport, { body: { tab: 'all' } })).toEqual({
      status: 400, body: { code: 'exportTooLarge', message: 'Export of more than 100,000 rows is not possible. Please narrow the list with filters.' },
    });
  });

  it("answers empty lists in 'empty' and downstreamUnavailable in 'errors'", async () => {
    start('empty');
    await login();
    expect((await api<OrderListAnswer>(API.orders)).body).toMatchObject({ items: [], total: 0, tabCounts: { readyForPackaging: 0 } });
    expect((await api<PackageListAnswer>(API.packages)).body.total).toBe(0);
    expect((await api(`${API.orders}/1001000001`)).status).toBe(404);
    start('errors');
    await login();
    expect((await api(API.orders)).body).toMatchObject({ code: 'downstreamUnavailable' });
    expect((await api(API.transactions)).status).toBe(503);
  });
});

function largeWorld() {
  return createWorld({ now: NOW, largeOrders: { companyId: 1001, count: 100_001 } });
}
