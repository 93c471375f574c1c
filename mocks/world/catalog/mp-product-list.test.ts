import { describe, expect, it } from 'vitest';
import { parseMpProductQuery } from '@contract/catalog/mp-product.query';
import { incorrectPricingLock } from '@contract/orders/order.rules';
import { orderBookOf } from '../orders/order-book';
import { createWorld } from '../world';
import { catalogOf } from './catalog-access';
import { listMpProducts } from './mp-product-list';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const DAY = 86_400_000;
const list = (world: ReturnType<typeof createWorld>, raw: Record<string, string>, at = NOW) =>
  listMpProducts(world, 1001, parseMpProductQuery(raw, 10_000), at);

describe('listMpProducts', () => {
  const world = createWorld({ now: NOW });
  const catalog = catalogOf(world, 1001)!;
  const rowCount = catalog.variants.reduce((sum, variant) => sum + variant.marketplaces.length, 0);

  it('has one row per variant and marketplace state, counted per status tab, in SKU order', () => {
    const all = list(world, { pageSize: '100' });
    expect(all.total).toBe(rowCount);
    expect(all.tabCounts.all).toBe(rowCount);
    expect(
      Object.entries(all.tabCounts)
        .filter(([tab]) => tab !== 'all')
        .reduce((sum, [, count]) => sum + count, 0),
    ).toBe(rowCount);
    const skus = all.items.map((row) => row.sku);
    expect([...skus].sort()).toEqual(skus);
    const last = list(world, { pageSize: '100', sort: '-sku' });
    expect(last.items[0]!.sku >= skus.at(-1)!).toBe(true);
  });

  it('filters by tab, marketplace, SKU part and product ids; sorts by price', () => {
    const noon = list(world, { marketplace: 'noon-ae', tab: 'salable', sort: '-price', pageSize: '50' });
    expect(noon.items.every((row) => row.marketplace === 'noon-ae' && row.status === 'salable' && row.currency === 'AED')).toBe(true);
    const prices = noon.items.map((row) => row.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const variant = catalog.variants[5]!;
    const bySku = list(world, { sku: variant.sku.slice(0, -1).toLowerCase() });
    expect(bySku.items.some((row) => row.variantId === variant.id)).toBe(true);
    expect(bySku.items.every((row) => row.sku.toLowerCase().includes(variant.sku.slice(0, -1).toLowerCase()))).toBe(true);
    const byProduct = list(world, { productId: String(variant.productId) });
    expect(byProduct.total).toBe(catalog.variants.filter((v) => v.productId === variant.productId).reduce((sum, v) => sum + v.marketplaces.length, 0));
  });

  it('shows an Incorrect Pricing lock as locked for 7 days, then inactive with the lock lifted', () => {
    const own = createWorld({ now: NOW });
    const variant = catalogOf(own, 1001)!.variants.find(
      (candidate) => candidate.locks.length === 0 && candidate.marketplaces.some((state) => state.marketplace === 'hepsiburada' && state.status === 'salable'),
    )!;
    orderBookOf(own, 1001)!.locks.push(incorrectPricingLock(variant.sku, 'hepsiburada', NOW));
    const rowAt = (at: number) => list(own, { sku: variant.sku, marketplace: 'hepsiburada' }, at).items.find((item) => item.variantId === variant.id);
    expect(rowAt(NOW + DAY)).toMatchObject({ status: 'locked', lock: { state: 'locked', lockReason: 'Incorrect Pricing' } });
    expect(list(own, { tab: 'locked', sku: variant.sku }, NOW + DAY).items.map((item) => item.variantId)).toContain(variant.id);
    expect(rowAt(NOW + 8 * DAY)).toMatchObject({ status: 'inactive', lock: { state: 'unLocked' } });
    expect(rowAt(NOW + DAY)!.status).toBe('locked');
  });

  it('shows the lock in force after a second Incorrect Pricing cancel, not the older one that lifted', () => {
    const own = createWorld({ now: NOW });
    const variant = catalogOf(own, 1001)!.variants.find(
      (candidate) => candidate.locks.length === 0 && candidate.marketplaces.some((state) => state.marketplace === 'hepsiburada' && state.status === 'salable'),
    )!;
    const locks = orderBookOf(own, 1001)!.locks;
    locks.push(incorrectPricingLock(variant.sku, 'hepsiburada', NOW));
    locks.push(incorrectPricingLock(variant.sku, 'hepsiburada', NOW + 10 * DAY));
    const row = list(own, { sku: variant.sku, marketplace: 'hepsiburada' }, NOW + 11 * DAY).items.find((item) => item.variantId === variant.id)!;
    expect(row.status).toBe('locked');
    expect(row.lock).toMatchObject({ state: 'locked', lockedAt: new Date(NOW + 10 * DAY).toISOString() });
  });

  it('answers a 50,000-variant catalogue without walking objects once its index is built', () => {
    const large = createWorld({ now: NOW, largeCatalog: { companyId: 1001, variantCount: 50_000 } });
    const variants = catalogOf(large, 1001)!.variants;
    expect(variants).toHaveLength(50_000);
    const rows = variants.reduce((sum, variant) => sum + variant.marketplaces.length, 0);
    expect(list(large, { pageSize: '25' }).total).toBe(rows);
    const started = performance.now();
    for (let step = 0; step < 5; step += 1) list(large, { pageSize: '25', tab: 'salable', marketplace: 'hepsiburada', page: String(step + 2) }, NOW + step);
    // A generous ceiling (machines running many suites at once are slow); bench:catalog measures it properly.
    expect((performance.now() - started) / 5).toBeLessThan(400);
  }, 120_000);
});
