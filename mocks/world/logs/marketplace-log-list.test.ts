import { describe, expect, it } from 'vitest';
import { parseMarketplaceLogQuery } from '@contract/logs/log.query';
import type { MarketplaceLog } from '@contract/logs/log.types';
import { catalogOf } from '../catalog/catalog-access';
import { appendCatalogLog, catalogLogs } from '../catalog/product-logs';
import { orderBookOf } from '../orders/order-book';
import { logsOfOrder } from '../orders/order-logs';
import { cancelItems } from '../orders/order-operations';
import { createWorld, type World } from '../world';
import { getMarketplaceLog, listMarketplaceLogs } from './marketplace-log-list';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const list = (world: World, raw: Record<string, string>, companyId = 1001) => listMarketplaceLogs(world, companyId, parseMarketplaceLogQuery(raw, 10_000));
const newestFirst = (a: MarketplaceLog, b: MarketplaceLog) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id;

/** Every log of the company the slow, obvious way: each order's and the whole catalogue's, sorted. */
function everyLog(world: World, companyId = 1001): MarketplaceLog[] {
  const book = orderBookOf(world, companyId)!;
  const fromOrders = book.orders.flatMap((order) => logsOfOrder(world.seed, book, order, world.createdAt));
  return [...fromOrders, ...catalogLogs(world, catalogOf(world, companyId)!)].sort(newestFirst);
}

const ids = (logs: readonly { id: number }[]) => logs.map((log) => log.id);

describe('listMarketplaceLogs', () => {
  const world = createWorld({ now: NOW });
  const all = everyLog(world);

  it('lists every order, product and variant log of the company, newest first, counted per level', () => {
    const answer = list(world, { pageSize: '100' });
    expect(answer.total).toBe(all.length);
    expect(answer.tabCounts).toEqual({
      all: all.length,
      info: all.filter((log) => log.level === 'info').length,
      warning: all.filter((log) => log.level === 'warning').length,
      error: all.filter((log) => log.level === 'error').length,
    });
    expect(ids(answer.items)).toEqual(ids(all.slice(0, 100)));
    expect(answer.items.map(({ productId: _productId, ...log }) => log)).toEqual(all.slice(0, 100));
    expect(new Set(all.map((log) => log.referenceType))).toEqual(new Set(['order', 'product', 'variant']));
    const third = list(world, { page: '3', pageSize: '50' });
    expect(ids(third.items)).toEqual(ids(all.slice(100, 150)));
    expect(ids(list(world, { sort: 'date', pageSize: '20' }).items)).toEqual(ids(all.slice(-20).reverse()));
  });

  it('filters by level tab, reference type, marketplace and reference id; counts the tabs under the other filters', () => {
    const errors = list(world, { tab: 'error', referenceType: 'variant', marketplace: 'hepsiburada', pageSize: '100' });
    const expected = all.filter((log) => log.referenceType === 'variant' && log.marketplace === 'hepsiburada');
    expect(errors.tabCounts.all).toBe(expected.length);
    expect(ids(errors.items)).toEqual(ids(expected.filter((log) => log.level === 'error').slice(0, 100)));
    const order = orderBookOf(world, 1001)!.orders.at(-200)!;
    const ofOrder = list(world, { referenceId: String(order.id) });
    expect(ids(ofOrder.items)).toEqual(ids(logsOfOrder(world.seed, orderBookOf(world, 1001)!, order, world.createdAt)));
    expect(ofOrder.items.every((log) => log.productId === null)).toBe(true);
  });

  it('gives product and variant logs their product, so the list can link to it', () => {
    const catalog = catalogOf(world, 1001)!;
    const variant = catalog.variants[10]!;
    const ofVariant = list(world, { referenceId: String(variant.id), referenceType: 'variant' });
    expect(ofVariant.total).toBeGreaterThan(0);
    expect(ofVariant.items.every((log) => log.referenceId === String(variant.id) && log.productId === variant.productId)).toBe(true);
    const ofProduct = list(world, { referenceId: String(variant.productId) });
    expect(ofProduct.items.every((log) => log.referenceType === 'product' && log.productId === variant.productId)).toBe(true);
  });

  it('keeps to a date range of whole UTC days', () => {
    const answer = list(world, { from: '2026-01-05', to: '2026-01-14', pageSize: '100' });
    const inside = all.filter((log) => log.date >= '2026-01-05' && log.date < '2026-01-15');
    expect(inside.length).toBeGreaterThan(100);
    expect(answer.total).toBe(inside.length);
    expect(ids(answer.items)).toEqual(ids(inside.slice(0, 100)));
    expect(list(world, { from: '2020-01-01', to: '2020-01-10' }).total).toBe(0);
  });

  it('shows what operations write at once, on top, and keeps every company to its own logs', () => {
    const own = createWorld({ now: NOW });
    const book = orderBookOf(own, 1001)!;
    const open = book.orders.findLast((order) => order.items.every((item) => item.status === 'open'))!;
    cancelItems(own, 1001, open.id, { itemIds: [open.items[0]!.id], reason: 'outOfStock', userType: 'seller', canceledBy: 'Ayşe Yılmaz' }, NOW + 60_000);
    const catalog = catalogOf(own, 1001)!;
    appendCatalogLog(own, catalog, { type: 'product', id: catalog.products[0]!.id }, 'Product sent again to {marketplace}.', NOW + 120_000, 'warning');
    const top = list(own, { pageSize: '10' }).items;
    expect(top[0]).toMatchObject({ referenceType: 'product', level: 'warning', productId: catalog.products[0]!.id });
    expect(top.find((log) => log.referenceId === String(open.id))?.log).toContain('Cancelled');
    expect(list(own, {}).total).toBe(everyLog(own).length);
    const theirs = list(own, { pageSize: '100' }, 1002).items;
    expect(theirs.length).toBe(100);
    expect(theirs.some((log) => all.some((mine) => mine.id === log.id))).toBe(false);
    expect(list(own, {}, 999_999).total).toBe(0);
  });
});

describe('getMarketplaceLog', () => {
  const world = createWorld({ now: NOW });

  it('finds any log of the company by id, with its product, and no other company’s', () => {
    for (const raw of [{ referenceType: 'order' }, { referenceType: 'product' }, { referenceType: 'variant', page: '7' }] as Record<string, string>[]) {
      const row = list(world, raw).items[0]!;
      expect(getMarketplaceLog(world, 1001, row.id)).toEqual(row);
      expect(getMarketplaceLog(world, 1002, row.id)).toBeUndefined();
    }
    expect(getMarketplaceLog(world, 1001, 42)).toBeUndefined();
  });
});

describe('a 100,000-order company', () => {
  it('derives its logs once, then answers pages and filters from the index', () => {
    const large = createWorld({ now: NOW, largeOrders: { companyId: 1001, count: 100_000 } });
    const first = list(large, { pageSize: '25' });
    expect(first.total).toBeGreaterThan(300_000);
    const started = performance.now();
    for (let step = 0; step < 5; step += 1) {
      list(large, { page: String(step + 2), tab: 'error', referenceType: 'order', marketplace: 'trendyol' });
      list(large, { from: '2026-01-05', to: '2026-01-14', page: String(step + 1) });
    }
    // A generous ceiling (suites run side by side); the first call above built the index.
    expect((performance.now() - started) / 10).toBeLessThan(250);
  }, 120_000);
});
