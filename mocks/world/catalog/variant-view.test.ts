import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@contract/lists/date-range';
import { orderTabOf } from '@contract/orders/order.tabs';
import { packagesOfOrder } from '../orders/book-index';
import { orderBookOf } from '../orders/order-book';
import { cancelItems } from '../orders/order-operations';
import { isRefusal } from '../refusal';
import { createWorld } from '../world';
import { catalogOf } from './catalog-access';
import { INCORRECT_PRICING_LOCK_REASON, variantView } from './variant-view';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

function lockOneVariant() {
  const world = createWorld({ now: NOW });
  const book = orderBookOf(world, 1001)!;
  const order = [...book.orders].reverse().find((candidate) => orderTabOf(candidate, packagesOfOrder(book, candidate.id), NOW) === 'readyForPackaging')!;
  const item = order.items.find((candidate) => candidate.status === 'open')!;
  const answer = cancelItems(world, 1001, order.id, { itemIds: [item.id], reason: 'incorrectPricing', userType: 'seller', canceledBy: 'Ayşe Yılmaz' }, NOW);
  if (answer === undefined || isRefusal(answer)) throw new Error(JSON.stringify(answer));
  const variant = catalogOf(world, 1001)!.variants.find((candidate) => candidate.sku === item.sku)!;
  return { world, variant, marketplace: order.salesChannel };
}

describe('variantView', () => {
  it('shows an Incorrect Pricing lock for 7 days, then the lock lifts and the variant stays inactive there', () => {
    const { world, variant, marketplace } = lockOneVariant();
    const stateAt = (now: number) => variantView(world, 1001, variant, now).marketplaces.find((state) => state.marketplace === marketplace)!;
    const locked = variantView(world, 1001, variant, NOW + DAY_MS);
    expect(locked.locks).toContainEqual({
      marketplace,
      lockedAt: new Date(NOW).toISOString(),
      lockReason: INCORRECT_PRICING_LOCK_REASON,
      until: new Date(NOW + 7 * DAY_MS).toISOString(),
      state: 'locked',
    });
    expect(stateAt(NOW + DAY_MS).status).toBe('locked');
    expect(stateAt(NOW + 7 * DAY_MS - 1).status).toBe('locked');
    const lifted = variantView(world, 1001, variant, NOW + 7 * DAY_MS);
    expect(lifted.locks.find((lock) => lock.lockReason === INCORRECT_PRICING_LOCK_REASON && lock.lockedAt === new Date(NOW).toISOString())!.state).toBe(
      'unLocked',
    );
    expect(stateAt(NOW + 7 * DAY_MS).status).toBe('inactive');
    expect(stateAt(NOW + 30 * DAY_MS).status).toBe('inactive');
    expect(variant.marketplaces.find((state) => state.marketplace === marketplace)!.status).not.toBe('locked');
    expect(variantView(world, 1001, variant, NOW - 1).locks.some((lock) => lock.lockedAt === new Date(NOW).toISOString())).toBe(false);
  });

  it('lets a later change of the marketplace state outrank a lifted lock', () => {
    const { world, variant, marketplace } = lockOneVariant();
    const state = variant.marketplaces.find((candidate) => candidate.marketplace === marketplace)!;
    state.status = 'salable';
    state.lastSyncAt = new Date(NOW + 8 * DAY_MS).toISOString();
    expect(variantView(world, 1001, variant, NOW + 9 * DAY_MS).marketplaces.find((candidate) => candidate.marketplace === marketplace)!.status).toBe('salable');
    expect(variantView(world, 1001, variant, NOW + 2 * DAY_MS).marketplaces.find((candidate) => candidate.marketplace === marketplace)!.status).toBe('locked');
  });

  it("reads the marketplace's own seeded locks as of now and answers a variant without locks as it is", () => {
    const world = createWorld({ now: NOW });
    const catalog = catalogOf(world, 1001)!;
    const withLocks = catalog.variants.filter((variant) => variant.locks.length > 0);
    expect(withLocks.length).toBeGreaterThan(5);
    for (const variant of withLocks) {
      const view = variantView(world, 1001, variant, NOW);
      for (const lock of variant.locks) {
        const status = view.marketplaces.find((state) => state.marketplace === lock.marketplace)!.status;
        if (view.locks.some((candidate) => candidate.marketplace === lock.marketplace && candidate.state === 'locked')) expect(status).toBe('locked');
        else expect(['unLocked', 'inactive']).toContain(status);
      }
    }
    expect(withLocks.some((variant) => variant.locks.some((lock) => lock.state === 'unLocked'))).toBe(true);
    expect(withLocks.some((variant) => variant.locks.some((lock) => lock.until === null))).toBe(true);
    const locked = new Set(orderBookOf(world, 1001)!.locks.map((lock) => lock.sku));
    const plain = catalog.variants.find((variant) => variant.locks.length === 0 && !locked.has(variant.sku))!;
    expect(variantView(world, 1001, plain, NOW)).toBe(plain);
  });

  it('answers a view for every variant (its time is printed; speed is for the benchmarks)', () => {
    const world = createWorld({ now: NOW });
    const variants = catalogOf(world, 1003)!.variants;
    variantView(world, 1003, variants[0]!, NOW);
    const began = performance.now();
    const views = variants.map((variant) => variantView(world, 1003, variant, NOW));
    const took = performance.now() - began;
    console.info(`variantView over ${variants.length} variants: ${took.toFixed(1)} ms`);
    expect(views).toHaveLength(variants.length);
  });
});
