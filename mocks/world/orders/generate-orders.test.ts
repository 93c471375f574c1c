import { describe, expect, it } from 'vitest';
import { ORDER_TABS, orderTabOf } from '@contract/orders/order.tabs';
import { CANCEL_REASONS, CANCEL_USER_TYPES } from '@contract/orders/order.types';
import { packageTabOf } from '@contract/packages/package.rules';
import { PACKAGE_TABS } from '@contract/packages/package.types';
import { createWorld } from '../world';
import { packagesOfOrder } from './book-index';
import { orderBookOf } from './order-book';
import { orderLogs } from './order-operations';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const DAY = 86_400_000;

describe('seeded order books', () => {
  it('are the same for the same seed whatever order companies are visited in', () => {
    const first = createWorld({ seed: 3, now: NOW });
    orderBookOf(first, 1002);
    orderBookOf(first, 1001);
    const second = createWorld({ seed: 3, now: NOW });
    orderBookOf(second, 1001);
    orderBookOf(second, 1002);
    expect(second.orderBooks[1001]).toEqual(first.orderBooks[1001]);
    expect(second.orderBooks[1002]).toEqual(first.orderBooks[1002]);
    const other = createWorld({ seed: 4, now: NOW });
    expect(orderBookOf(other, 1001)!.orders[0]).not.toEqual(first.orderBooks[1001]!.orders[0]);
  });

  it('gives demo companies about 3,000 orders over the last 90 days and generated ones 1,000–3,000', () => {
    const world = createWorld({ now: NOW });
    for (const id of [1001, 1002, 1003]) expect(orderBookOf(world, id)!.orders.length).toBeGreaterThanOrEqual(2900);
    const generated = orderBookOf(world, 1010)!.orders;
    expect(generated.length).toBeGreaterThanOrEqual(1000);
    expect(generated.length).toBeLessThanOrEqual(3000);
    const dates = generated.map((order) => Date.parse(order.orderDate));
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(NOW - 90 * DAY);
    expect(Math.max(...dates)).toBeLessThan(NOW);
    expect(orderBookOf(world, 99_999)).toBeUndefined();
  });

  it('fills every order tab and package tab of demo seller 1001, with all cancel reasons and user types', () => {
    const world = createWorld({ now: NOW });
    const book = orderBookOf(world, 1001)!;
    const orderTabs = new Map<string, number>();
    for (const order of book.orders) {
      const tab = orderTabOf(order, packagesOfOrder(book, order.id), NOW);
      orderTabs.set(tab, (orderTabs.get(tab) ?? 0) + 1);
    }
    for (const tab of ORDER_TABS) expect(orderTabs.get(tab) ?? 0, tab).toBeGreaterThanOrEqual(15);
    const invoiced = new Set(book.orders.filter((order) => order.invoice).map((order) => order.id));
    const packageTabs = new Set(book.packages.map((pkg) => packageTabOf(pkg, invoiced.has(pkg.orderId))));
    expect([...packageTabs].sort()).toEqual([...PACKAGE_TABS].sort());
    const cancellations = book.orders.flatMap((order) => order.items.flatMap((item) => (item.cancellation ? [item.cancellation] : [])));
    expect(new Set(cancellations.map((c) => c.reason))).toEqual(new Set(CANCEL_REASONS));
    expect(new Set(cancellations.map((c) => c.userType))).toEqual(new Set(CANCEL_USER_TYPES));
    expect(book.orders.some((order) => order.refundReason && order.items.some((item) => item.status === 'refunded'))).toBe(true);
    expect(book.packages.some((pkg) => pkg.tracking && pkg.proformaUrl && pkg.deliveryRows.length > 2 && pkg.ead && pkg.esd)).toBe(true);
  });

  it('gives the newest Ready for Packaging orders of 1001 several open items, and Packaged and Shipped ones', () => {
    const world = createWorld({ now: NOW });
    const book = orderBookOf(world, 1001)!;
    const newest = book.orders.slice(-150);
    const tabOf = (order: (typeof newest)[number]) => orderTabOf(order, packagesOfOrder(book, order.id), NOW);
    expect(
      newest.filter((order) => tabOf(order) === 'readyForPackaging' && order.items.filter((i) => i.status === 'open').length >= 2).length,
    ).toBeGreaterThanOrEqual(15);
    expect(newest.filter((order) => tabOf(order) === 'packaged').length).toBeGreaterThanOrEqual(10);
    expect(book.orders.slice(-400).filter((order) => tabOf(order) === 'shipped').length).toBeGreaterThanOrEqual(10);
  });

  it('keeps Hepsiburada leading zeros and item due dates equal to the order due date', () => {
    const world = createWorld({ now: NOW });
    const orders = orderBookOf(world, 1001)!.orders;
    const hb = orders.filter((order) => order.salesChannel === 'hepsiburada');
    expect(hb.length).toBeGreaterThan(100);
    expect(hb.every((order) => order.marketplaceOrderId.startsWith('0') && order.hbOrderId?.startsWith('0'))).toBe(true);
    expect(orders.every((order) => order.items.every((item) => item.dueDate === order.dueDate))).toBe(true);
    expect(new Set(orders.map((order) => order.id)).size).toBe(orders.length);
  });

  it('binds Hepsiburada and Trendyol orders of 1002 and 1003 to Turkey', () => {
    const world = createWorld({ now: NOW });
    for (const id of [1002, 1003]) {
      const trBound = orderBookOf(world, id)!.orders.filter((order) => order.destinationCountry === 'TR');
      expect(trBound.length, String(id)).toBeGreaterThan(500);
      expect(trBound.every((order) => order.salesChannel === 'hepsiburada' || order.salesChannel === 'trendyol')).toBe(true);
    }
  });

  it('derives 2–5 order logs per order, the same on every read', () => {
    const world = createWorld({ now: NOW });
    const order = orderBookOf(world, 1001)!.orders[10]!;
    const logs = orderLogs(world, 1001, order.id)!.items;
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect(logs.length).toBeLessThanOrEqual(5);
    expect(logs.every((log) => log.referenceType === 'order' && log.referenceId === String(order.id))).toBe(true);
    expect(orderLogs(world, 1001, order.id)).toEqual({ items: logs });
    expect(orderLogs(world, 1002, order.id)).toBeUndefined();
  });

  // Its speed is the benchmarks' business (npm run bench:orders builds this book), not a timed unit test's.
  it('gives the large company exactly the asked count', () => {
    const world = createWorld({ now: NOW, largeOrders: { companyId: 1005, count: 100_000 } });
    expect(orderBookOf(world, 1005)!.orders).toHaveLength(100_000);
  });
});

describe('browser safety of the order modules', () => {
  it('imports nothing from node: and never reads the clock or Math.random (the in-page sandbox runs them in the browser)', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const folder = new URL('.', import.meta.url);
    const modules = (await readdir(folder)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(modules.length).toBeGreaterThan(10);
    for (const name of modules) {
      const source = await readFile(new URL(name, folder), 'utf8');
      expect(source, name).not.toMatch(/from '(node:|fs|crypto|path|buffer)/);
      expect(source, name).not.toMatch(/Math\.random|Date\.now|Buffer\./);
    }
  });
});
