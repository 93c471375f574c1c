import { describe, expect, it } from 'vitest';
import type { CreatedPackageAnswer, OrderDetailAnswer, OrderListAnswer, OrderLogsAnswer } from '@contract/orders/order.api';
import type { PackageDetailAnswer, PackageListAnswer } from '@contract/packages/package.api';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const START = Date.UTC(2026, 0, 15, 9, 0, 0);
const DAY = 86_400_000;
let clock = START;
const now = () => clock;
const file = sandboxPerFile(now, { seed: 11 });
const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };

const call = file.client('marketplace', AYSE);

describe('sandbox orders', () => {
  it('lists a company’s orders with the service page size and refuses another company’s token', async () => {
    const list = await call<OrderListAnswer>('1001/orders?pageSize=2000&tab=completed');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(2000);
    expect(list.body.tabCounts.completed).toBe(list.body.total);
    expect((await call('1002/orders')).status).toBe(403);
    expect((await call('1002/orders', { token: { role: 'service' } })).status).toBe(200);
    expect((await call('1001/orders?marketplace=hepsiburada&marketplaceOrderId=123')).status).toBe(400);
    expect((await call('9999/orders', { token: { role: 'admin', sub: 'usr-admin' } })).status).toBe(404);
  });

  it('answers details and logs, and 404 for another company’s order', async () => {
    const row = (await call<OrderListAnswer>('1001/orders?tab=completed')).body.items[0]!;
    const detail = await call<OrderDetailAnswer>(`1001/orders/${row.id}`);
    expect(detail.body.order.id).toBe(row.id);
    expect((await call<OrderLogsAnswer>(`1001/orders/${row.id}/logs`)).body.items.length).toBeGreaterThanOrEqual(2);
    const other = (await call<OrderListAnswer>('1002/orders', { token: { role: 'seller', companyId: 1002, sub: 'usr-omar' } })).body.items[0]!;
    expect(await call(`1001/orders/${other.id}`)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect((await call('1001/orders/abc')).status).toBe(404);
  });

  it('cancels with Incorrect Pricing, refuses a second cancel with 409, and lifts the lock after 7 days', async () => {
    const list = await call<OrderListAnswer>('1001/orders?tab=readyForPackaging&pageSize=100');
    const row = list.body.items.find((item) => item.itemCount >= 2)!;
    const order = (await call<OrderDetailAnswer>(`1001/orders/${row.id}`)).body.order;
    const itemIds = [order.items[0]!.id];
    const body = { itemIds, reason: 'incorrectPricing', userType: 'seller', canceledBy: 'Ayşe Yılmaz' };
    const cancelled = await call<OrderDetailAnswer>(`1001/orders/${row.id}/cancel`, { body });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.locks[0]).toMatchObject({ state: 'locked', sku: order.items[0]!.sku });
    expect(await call(`1001/orders/${row.id}/cancel`, { body })).toEqual({
      status: 409,
      body: { error: 'itemAlreadyCancelled', message: 'This item is already cancelled.' },
    });
    expect((await call(`1001/orders/${row.id}/cancel`, { body: { ...body, userType: 'boss', canceledBy: '  ' } })).body).toEqual({
      error: 'bad_request',
      message: 'Invalid fields: userType, canceledBy.',
      fields: { userType: 'validation.required', canceledBy: 'validation.required' },
    });
    const notInOrder = await call(`1001/orders/${row.id}/cancel`, { body: { ...body, itemIds: [1] } });
    expect([notInOrder.status, notInOrder.body]).toMatchObject([400, { error: 'validation', fields: { itemIds: 'validation.selectItems' } }]);
    clock = START + 7 * DAY;
    try {
      expect((await call<OrderDetailAnswer>(`1001/orders/${row.id}`)).body.locks[0]!.state).toBe('unLocked');
    } finally {
      clock = START;
    }
  });

  it('creates a package, uploads an invoice, reads the file back and refuses a non-PDF', async () => {
    const row = (await call<OrderListAnswer>('1001/orders?tab=readyForPackaging&pageSize=100')).body.items.at(-1)!;
    const order = (await call<OrderDetailAnswer>(`1001/orders/${row.id}`)).body.order;
    const created = await call<CreatedPackageAnswer>(`1001/orders/${row.id}/packages`, { body: { itemIds: order.items.map((item) => item.id) } });
    expect(created.status).toBe(200);
    expect(created.body.packages.map((pkg) => pkg.id)).toContain(created.body.packageId);
    const pdf = Buffer.from('%PDF-1.7 invoice').toString('base64');
    const invoice = { number: 'INV-9', date: '2026-01-15', fileName: 'inv.pdf', contentBase64: pdf };
    expect((await call<OrderDetailAnswer>(`1001/orders/${row.id}/invoice`, { body: invoice })).body.order.invoice?.number).toBe('INV-9');
    expect((await call(`1001/orders/${row.id}/invoice/file`)).body).toEqual({ fileName: 'inv.pdf', contentBase64: pdf });
    const notPdf = { ...invoice, contentBase64: Buffer.from('hello world').toString('base64') };
    expect((await call(`1001/orders/${row.id}/invoice`, { body: notPdf })).body).toMatchObject({ error: 'pdfRequired' });
    expect((await call(`1001/orders/${row.id}/invoice`, { body: { ...invoice, date: 'yesterday' } })).body).toMatchObject({ error: 'invoiceInvalid' });
    expect((await call(`1001/orders/${row.id}/invoice`, { body: { ...invoice, fileName: 7 } })).body).toMatchObject({ error: 'pdfRequired' });
    const pkg = await call<PackageDetailAnswer>(`1001/packages/${created.body.packageId}`);
    expect(pkg.body.invoice?.number).toBe('INV-9');
  });
});

describe('sandbox packages', () => {
  it('lists, re-creates labels, refuses a shipped package and lets only staff delete', async () => {
    const packaged = (await call<PackageListAnswer>('1001/packages?tab=packaged')).body.items[0]!;
    const recreated = await call<PackageDetailAnswer>(`1001/packages/${packaged.id}/label/recreate`, { body: {} });
    expect(recreated.body.package.labelVersion).toBeGreaterThan(1);
    const shipped = (await call<PackageListAnswer>('1001/packages?tab=shipped')).body.items[0]!;
    expect(await call(`1001/packages/${shipped.id}/label/recreate`, { body: {} })).toMatchObject({ status: 409, body: { error: 'packageNotAtSeller' } });
    expect((await call(`1001/packages/${packaged.id}`, { method: 'DELETE' })).status).toBe(403);
    const staff: TokenOptions = { ...AYSE, role: 'admin', sub: 'usr-admin' };
    expect((await call(`1001/packages/${packaged.id}`, { method: 'DELETE', token: staff })).status).toBe(204);
    expect((await call(`1001/packages/${packaged.id}`)).status).toBe(404);
    expect((await call(`1001/packages?from=2026-01-01&to=2026-01-30`)).status).toBe(400);
    expect((await call(`1001/orders/${packaged.orderId}`, { method: 'DELETE', token: staff })).status).toBe(204);
    expect((await call(`1001/orders/${packaged.orderId}`)).status).toBe(404);
  });
});
