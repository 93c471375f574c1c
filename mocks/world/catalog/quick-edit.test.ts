import { createWorld } from '../world';
import { catalogOf } from './catalog-access';
import { quickEditVariants } from './quick-edit';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
type Row = { id: number; price: number; retailPrice: number; stock: number; status: string };

describe('the quick edit of many variants', () => {
  it('saves every row, logs each change, bumps the version and answers the stored rows', () => {
    const world = createWorld({ now: NOW });
    const catalog = catalogOf(world, 1001)!;
    const picked = catalog.variants.slice(0, 3);
    const version = catalog.version;
    const rows: Row[] = picked.map((variant, at) => ({ id: variant.id, price: 10 + at, retailPrice: 15 + at, stock: at, status: variant.status }));
    const answer = quickEditVariants(world, 1001, { variants: rows }, NOW);
    expect(answer).toMatchObject({ saved: 3, items: rows.map(({ id, price, stock }) => ({ id, price, stock })) });
    expect(catalog.version).toBeGreaterThan(version);
    expect(picked.map((variant) => variant.price)).toEqual([10, 11, 12]);
    expect(catalog.addedLogs[`variant:${picked[0]!.id}`]?.[0]?.log).toMatch(/price .* → 10/);
  });

  it('saves nothing while any row fails, and names every failing row', () => {
    const world = createWorld({ now: NOW });
    const catalog = catalogOf(world, 1001)!;
    const [a, b] = catalog.variants;
    const deleted = catalog.deletedVariants[0]!;
    const ok: Row = { id: a!.id, price: 1, retailPrice: 2, stock: 3, status: 'active' };
    expect(quickEditVariants(world, 1001, { variants: [ok, { ...ok, id: b!.id, retailPrice: 0.5 }] }, NOW)).toEqual({
      code: 'validation',
      fields: { 'variants[1].retailPrice': 'validation.retailBelowPrice' },
    });
    const refused = quickEditVariants(world, 1001, { variants: [ok, { ...ok, id: deleted.id }, { ...ok, id: 424_242_424 }, ok] }, NOW);
    expect(refused).toEqual({
      code: 'validation',
      fields: {
        'variants[1].id': 'errors.productDeleted',
        'variants[2].id': 'validation.variantUnknown',
        'variants[3].id': 'validation.variantTwice',
      },
    });
    expect(a!.price).not.toBe(1);
    expect(quickEditVariants(world, 1001, { variants: [ok] }, NOW)).toMatchObject({ saved: 1 });
    expect(quickEditVariants(world, 1001, { variants: [ok] }, NOW)).toMatchObject({ saved: 0 });
  });

  it("keeps a product's status with its variants, and the active-product badge with it", () => {
    const world = createWorld({ now: NOW });
    const catalog = catalogOf(world, 1001)!;
    const product = catalog.products.find(
      (candidate) => !candidate.deletedAt && candidate.status === 'active' && catalog.variants.some((variant) => variant.productId === candidate.id),
    )!;
    const variants = catalog.variants.filter((variant) => variant.productId === product.id);
    const before = world.counts[1001]!.activeProducts;
    const row =
      (status: string) =>
      (variant: (typeof variants)[number]): Row => ({ id: variant.id, price: variant.price, retailPrice: variant.retailPrice, stock: variant.stock, status });
    quickEditVariants(world, 1001, { variants: variants.map(row('inactive')) }, NOW);
    expect(product.status).toBe('inactive');
    expect(world.counts[1001]!.activeProducts).toBe(before - 1);
    quickEditVariants(world, 1001, { variants: [row('active')(variants[0]!)] }, NOW);
    expect(product.status).toBe('active');
    expect(world.counts[1001]!.activeProducts).toBe(before);
  });
});
