import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@contract/lists/date-range';
import { DEMO_COMPANIES } from '../demo-accounts';
import { createWorld } from '../world';
import { catalogOf } from '../catalog/catalog-access';
import { updateVariant } from '../catalog/product-variant-operations';
import { quickEditVariants } from '../catalog/quick-edit';
import {
  BANNED_IMPORT_COMPANY_ID,
  importBlocked,
  importStateOf,
  measureUpdatesToday,
  priceUpdatesToday,
  setImportState,
  SUSPENDED_IMPORT_COMPANY_ID,
} from './import-book';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('import state', () => {
  it('is seeded allowed except one suspended and one banned generated company', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const states = Object.fromEntries(world.companies.map((company) => [company.id, importStateOf(world, company.id)]));
    expect(Object.entries(states).filter(([, state]) => state !== 'allowed')).toEqual([
      [String(SUSPENDED_IMPORT_COMPANY_ID), 'suspended'],
      [String(BANNED_IMPORT_COMPANY_ID), 'banned'],
    ]);
    const demoIds = DEMO_COMPANIES.map((company) => company.id);
    expect(demoIds).not.toContain(SUSPENDED_IMPORT_COMPANY_ID);
    expect(world.companies.some((company) => company.id === BANNED_IMPORT_COMPANY_ID)).toBe(true);
  });

  it('is set by staff and refuses with the contract codes while not allowed', () => {
    const world = createWorld({ seed: 7, now: NOW });
    expect(importBlocked(world, SUSPENDED_IMPORT_COMPANY_ID)).toEqual({ code: 'importSuspended' });
    expect(importBlocked(world, BANNED_IMPORT_COMPANY_ID)).toEqual({ code: 'importBanned' });
    expect(importBlocked(world, 1001)).toBeNull();
    setImportState(world, 1001, 'suspended');
    setImportState(world, SUSPENDED_IMPORT_COMPANY_ID, 'allowed');
    expect([importStateOf(world, 1001), importStateOf(world, SUSPENDED_IMPORT_COMPANY_ID)]).toEqual(['suspended', 'allowed']);
    expect(JSON.parse(JSON.stringify(world.importBooks))[1001].state).toBe('suspended');
  });
});

describe('daily counters', () => {
  it('count quick-edit price changes, not stock-only ones, and start again the next UTC day', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const [first, second] = catalogOf(world, 1001)!.variants;
    const row = (variant: typeof first, changes: object) => ({
      id: variant!.id,
      price: variant!.price,
      retailPrice: variant!.retailPrice,
      stock: variant!.stock,
      status: variant!.status,
      ...changes,
    });
    quickEditVariants(world, 1001, { variants: [row(first, { stock: first!.stock + 1 })] }, NOW);
    expect(priceUpdatesToday(world, 1001, NOW)).toBe(0);
    quickEditVariants(
      world,
      1001,
      { variants: [row(first, { price: first!.price + 1, retailPrice: first!.retailPrice + 1 }), row(second, { retailPrice: second!.retailPrice + 1 })] },
      NOW,
    );
    expect(priceUpdatesToday(world, 1001, NOW)).toBe(2);
    expect(priceUpdatesToday(world, 1002, NOW)).toBe(0);
    const tomorrow = Date.UTC(2026, 0, 16, 0, 0, 1);
    expect(priceUpdatesToday(world, 1001, tomorrow)).toBe(0);
    quickEditVariants(world, 1001, { variants: [row(first, { price: first!.price + 2, retailPrice: first!.retailPrice + 2 })] }, tomorrow);
    expect(priceUpdatesToday(world, 1001, tomorrow)).toBe(1);
  });

  it('count product edit price and measure changes per variant', () => {
    const world = createWorld({ seed: 7, now: NOW });
    // The first variant product edit accepts as it stands (a few are planted without a mandatory attribute).
    const variant = catalogOf(world, 1001)!
      .variants.filter((candidate) => candidate.deci > 0)
      .find((candidate) => {
        const body = { ...structuredClone(candidate), weightGrams: candidate.weightGrams + 10 };
        return 'product' in (updateVariant(world, 1001, candidate.productId, candidate.id, body, NOW) ?? {});
      })!;
    expect(measureUpdatesToday(world, 1001, variant.id, NOW)).toBe(1);
    expect(priceUpdatesToday(world, 1001, NOW)).toBe(0);
    expect(measureUpdatesToday(world, 1001, variant.id, NOW + DAY_MS)).toBe(0);
  });
});
