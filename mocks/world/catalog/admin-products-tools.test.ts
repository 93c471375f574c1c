import { describe, expect, it } from 'vitest';
import { createWorld } from '../world';
import { isRefusal } from '../refusal';
import { blockPrice, isPriceBlocked, lockVariant, searchProductTools, unblockPrice, unlockVariant } from './admin-products-tools';
import { variantView } from './variant-view';

const NOW = Date.UTC(2026, 0, 15, 9);

describe('admin product tools over the world', () => {
  it('finds a variant by id, SKU or barcode, and by part of its name, only with a search or a company', () => {
    const world = createWorld({ now: NOW });
    expect(searchProductTools(world, { page: 1, pageSize: 10 }, NOW).total).toBe(0);
    const [row] = searchProductTools(world, { companyId: 1003, page: 1, pageSize: 1 }, NOW).items;
    for (const q of [String(row!.variantId), row!.sku.toLowerCase(), row!.barcode]) {
      expect(searchProductTools(world, { q, companyId: 1003, page: 1, pageSize: 50 }, NOW).items.map((item) => item.variantId)).toContain(row!.variantId);
    }
    const part = row!.variantName.slice(2, 8);
    const byName = searchProductTools(world, { q: part, companyId: 1003, page: 1, pageSize: 100 }, NOW);
    expect(byName.items.map((item) => item.variantId)).toContain(row!.variantId);
  });

  it('locks a variant until staff unlock it; the seller’s reading shows it locked, then lifted', () => {
    const world = createWorld({ now: NOW });
    const [row] = searchProductTools(world, { companyId: 1003, page: 1, pageSize: 1 }, NOW).items;
    const marketplace = row!.locks[0]!.marketplace;
    const locked = lockVariant(world, 1003, row!.variantId, { marketplace, reason: 'Brand complaint' }, NOW);
    expect(isRefusal(locked) || locked === undefined ? null : locked.locks[0]!.lock).toMatchObject({ state: 'locked', lockReason: 'Brand complaint' });
    expect(lockVariant(world, 1003, row!.variantId, { marketplace, reason: 'Again' }, NOW)).toEqual({ code: 'variantAlreadyLocked' });
    const variant = world.catalogs[1003]!.variants.find((candidate) => candidate.id === row!.variantId)!;
    expect(variantView(world, 1003, variant, NOW + 1000).marketplaces.find((state) => state.marketplace === marketplace)!.status).toBe('locked');
    expect(unlockVariant(world, 1003, row!.variantId, { marketplace }, NOW + 60_000)).toMatchObject({ variantId: row!.variantId });
    expect(unlockVariant(world, 1003, row!.variantId, { marketplace }, NOW + 120_000)).toEqual({ code: 'variantNotLocked' });
  });

  it('blocks and unblocks a price; another company’s variant is not found', () => {
    const world = createWorld({ now: NOW });
    const [row] = searchProductTools(world, { companyId: 1002, page: 1, pageSize: 1 }, NOW).items;
    blockPrice(world, 1002, row!.variantId, { reason: 'Price check' }, NOW);
    expect(isPriceBlocked(world, 1002, row!.variantId)).toBe(true);
    unblockPrice(world, 1002, row!.variantId, NOW);
    expect(isPriceBlocked(world, 1002, row!.variantId)).toBe(false);
    expect(blockPrice(world, 1001, row!.variantId, { reason: 'x' }, NOW)).toBeUndefined();
  });
});
