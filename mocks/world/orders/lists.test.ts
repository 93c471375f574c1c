import { describe, expect, it } from 'vitest';
import { parseOrderQuery } from '@contract/orders/order.query';
import { parsePackageQuery } from '@contract/packages/package.query';
import { createWorld } from '../world';
import { orderBookOf } from './order-book';
import { listOrders } from './order-list';
import { cancelItems } from './order-operations';
import { listPackages } from './package-list';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('listOrders', () => {
  const world = createWorld({ now: NOW });

  it('pages a tab newest first and counts every tab under the filters', () => {
    const first = listOrders(world, 1001, parseOrderQuery({ tab: 'completed', pageSize: '10' }), NOW);
    expect(first.items).toHaveLength(10);
    expect(sum(first.tabCounts)).toBe(orderBookOf(world, 1001)!.orders.length);
    expect(first.total).toBe(first.tabCounts.completed);
    const dates = first.items.map((row) => row.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = listOrders(world, 1001, parseOrderQuery({ tab: 'completed', pageSize: '10', page: '2' }), NOW);
    expect(second.items[0]!.orderDate <= dates.at(-1)!).toBe(true);
    expect(second.items.every((row) => row.status === 'completed')).toBe(true);
  });

  it('filters by marketplace, Hepsiburada order id, customer and status, and sorts by total', () => {
    const hb = listOrders(world, 1001, parseOrderQuery({ marketplace: 'hepsiburada', tab: 'completed' }), NOW);
    expect(hb.items.every((row) => row.salesChannel === 'hepsiburada')).toBe(true);
    const one = hb.items[0]!;
    const byId = listOrders(world, 1001, parseOrderQuery({ marketplaceOrderId: one.marketplaceOrderId, tab: 'completed' }), NOW);
    expect(byId.items.map((row) => row.id)).toEqual([one.id]);
    expect(sum(byId.tabCounts)).toBe(1);
    const delayed = listOrders(world, 1001, parseOrderQuery({ status: 'delayedOrder', tab: 'delayed' }), NOW);
    expect(delayed.total).toBeGreaterThan(0);
    expect(delayed.items.every((row) => row.delayed)).toBe(true);
    const byTotal = listOrders(world, 1001, parseOrderQuery({ sort: 'grandTotal', tab: 'cancelled', pageSize: '50' }), NOW);
    const totals = byTotal.items.map((row) => row.grandTotal);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    expect(listOrders(world, 1002, parseOrderQuery({ marketplaceOrderId: one.marketplaceOrderId }), NOW).total).toBe(0);
    expect(listOrders(world, 77_777, parseOrderQuery({}), NOW).total).toBe(0);
  });

  it('moves an order between tabs after an operation and as the clock passes its due date', () => {
    const before = listOrders(world, 1001, parseOrderQuery({}), NOW);
    const row = before.items[0]!;
    const order = orderBookOf(world, 1001)!.orders.find((candidate) => candidate.id === row.id)!;
    cancelItems(world, 1001, row.id, { itemIds: order.items.map((item) => item.id), reason: 'outOfStock', userType: 'seller', canceledBy: 'A' }, NOW);
    const after = listOrders(world, 1001, parseOrderQuery({}), NOW);
    expect(after.tabCounts.readyForPackaging).toBe(before.tabCounts.readyForPackaging - 1);
    expect(after.tabCounts.cancelled).toBe(before.tabCounts.cancelled + 1);
    const later = listOrders(world, 1001, parseOrderQuery({}), NOW + 10 * 86_400_000);
    expect(later.tabCounts.readyForPackaging).toBe(0);
    expect(later.tabCounts.delayed).toBe(after.tabCounts.delayed + after.tabCounts.readyForPackaging);
  });
});

describe('listPackages', () => {
  it('puts packaged packages without an invoice in Awaiting Invoice and filters by barcode and date range', () => {
    const world = createWorld({ now: NOW });
    const all = listPackages(world, 1001, parsePackageQuery({ tab: 'delivered' }));
    expect(sum(all.tabCounts)).toBe(orderBookOf(world, 1001)!.packages.length);
    expect(all.items.every((row) => row.status === 'delivered')).toBe(true);
    const awaiting = listPackages(world, 1001, parsePackageQuery({ tab: 'awaitingInvoice' }));
    expect(awaiting.items.length).toBeGreaterThan(0);
    expect(awaiting.items.every((row) => row.status === 'packaged' && !row.hasInvoice)).toBe(true);
    const barcode = all.items[0]!.trackingBarcode!;
    expect(listPackages(world, 1001, parsePackageQuery({ barcode, tab: 'delivered' })).items.map((row) => row.trackingBarcode)).toEqual([barcode]);
    const ranged = listPackages(world, 1001, parsePackageQuery({ from: '2026-01-01', to: '2026-01-05', tab: 'delivered', pageSize: '100' }));
    expect(ranged.items.every((row) => row.createdAt >= '2026-01-01' && row.createdAt < '2026-01-06')).toBe(true);
  });
});

describe('100,000 orders', () => {
  it('answers the same page from its warm indexes', () => {
    const world = createWorld({ now: NOW, largeOrders: { companyId: 1004, count: 100_000 } });
    const query = parseOrderQuery({});
    const cold = listOrders(world, 1004, query, NOW);
    expect(sum(cold.tabCounts)).toBe(100_000);
    const warm = listOrders(world, 1004, query, NOW);
    expect(warm).toEqual(cold);
    expect(sum(listPackages(world, 1004, parsePackageQuery({})).tabCounts)).toBe(orderBookOf(world, 1004)!.packages.length);
  });
});
