import { describe, expect, it } from 'vitest';
import type { ReportListAnswer, ReportSummary } from '@contract/admin-reports/report.types';
import { orderStatusOf } from '@contract/orders/order.tabs';
import { orderBookOf } from '@mocks/world/orders/order-book';
import { ratesOf } from '@mocks/world/orders/exchange-rates';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('marketplace', ADMIN, '/v1/admin/reports/');
const RANGE = 'from=2026-01-01&to=2026-01-10';

describe('sandbox marketplace: operational reports', () => {
  it('counts a company’s orders, cancellations and GMV per marketplace from its order book', async () => {
    const listed = await call<ReportListAnswer>(`operational?${RANGE}&companyId=1001&pageSize=100`);
    expect(listed.status).toBe(200);
    const world = file.sandbox().world;
    const inRange = orderBookOf(world, 1001)!.orders.filter((order) => order.orderDate >= '2026-01-01' && order.orderDate < '2026-01-11');
    expect(inRange.length).toBeGreaterThan(0);
    const trendyol = inRange.filter((order) => order.salesChannel === 'trendyol');
    const row = listed.body.items.find((item) => item.marketplace === 'trendyol')!;
    expect(row).toMatchObject({ companyId: 1001, orders: trendyol.length, cancelledOrders: trendyol.filter((o) => orderStatusOf(o) === 'cancel').length });
    const gmv = trendyol.filter((o) => orderStatusOf(o) !== 'cancel').reduce((sum, o) => sum + o.grandTotal * ratesOf(world.exchangeRates, o.currency).EUR, 0);
    expect(row.gmv).toBeCloseTo(gmv, 1);
    expect(listed.body.items.reduce((sum, item) => sum + item.orders, 0)).toBe(inRange.length);
    expect(listed.body.items.every((item, n, items) => n === 0 || items[n - 1]!.gmv >= item.gmv)).toBe(true);
  });

  it('sums the same figures per day, per marketplace and in total, across companies', async () => {
    const summary = (await call<ReportSummary>(`operational/summary?${RANGE}&marketplace=trendyol`)).body;
    const rows = (await call<ReportListAnswer>(`operational?${RANGE}&marketplace=trendyol&pageSize=1000`)).body;
    expect(new Set(rows.items.map((row) => row.companyId)).size).toBeGreaterThan(1);
    expect(summary.days.map((day) => day.date)).toHaveLength(10);
    expect(summary.marketplaces.map((entry) => entry.marketplace)).toEqual(['trendyol']);
    const orders = rows.items.reduce((sum, row) => sum + row.orders, 0);
    expect(summary.totals.orders).toBe(orders);
    expect(summary.days.reduce((sum, day) => sum + day.orders, 0)).toBe(orders);
    expect(summary.totals.claims).toBe(rows.items.reduce((sum, row) => sum + row.claims, 0));
    expect(summary.totals.gmv).toBeCloseTo(
      rows.items.reduce((sum, row) => sum + row.gmv, 0),
      1,
    );
  });

  it('covers the last 30 days when no range is asked; refuses a broken range and a seller’s token', async () => {
    const summary = (await call<ReportSummary>('operational/summary?companyId=1002')).body;
    expect(summary).toMatchObject({ from: '2025-12-17', to: '2026-01-15', currency: 'EUR' });
    expect((await call('operational?from=2026-01-10&to=2026-01-01')).status).toBe(400);
    expect((await call('operational?from=2024-01-01&to=2026-01-01')).status).toBe(400);
    expect((await call('operational?from=2026-01-01')).status).toBe(400);
    expect((await call('operational', { token: ACTING })).status).toBe(403);
  });
});
