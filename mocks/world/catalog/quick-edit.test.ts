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
    const rows: Row[] = picked.map((variant, at) => ({
      id: variant.id,
      price: variant.price + at + 1,
      retailPrice: variant.price + at + 5,
      stock: at,
      status: variant.status,
    }));
    const answer = quickEditVariants(world, 1001, { variants: rows }, NOW);
    expect(answer).toMatchObject({ saved: 3, items: rows.map(({ id, price, stock }) => ({ id, price, stock })) });
    expect(catalog.version).toBeGreaterThan(version);
    expect(picked.map((variant) => variant.price)).toEqual(rows.map((row) => row.price));
    expect(catalog.addedLogs[`variant:${picked[0]!.id}`]?.[0]?.log).toMatch(new RegExp(`price .* → ${rows[0]!.price}`));
  });

  it('saves nothing while any row fails, and names every failing row', () => {
    const world = createWorld({ now: NOW });
    const catalog = catalogOf(world, 1001)!;
    const [a, b] = catalog.variants;
    const deleted = catalog.deletedVariants[0]!;
    const ok: Row = { id: a!.id, price: a!.price + 1, retailPrice: a!.price + 2, stock: 3, status: 'active' };
    expect(quickEditVariants(world, 1001, { variants: [ok, { ...ok, id: b!.id, price: b!.price, retailPrice: b!.price - 0.5 }] }, NOW)).toEqual({
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
    expect(a!.price).not.toBe(ok.price);
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

  it('refuses a price of zero, a third decimal, and a step past the rise or drop limit (docs/decisions.md, Prices)', () => {
    const world = createWorld({ now: NOW });
    const variant = catalogOf(world, 1001)!.variants.find((candidate) => candidate.price >= 10)!;
    const row = (price: number): Row => ({ id: variant.id, price, retailPrice: Math.max(price, variant.retailPrice), stock: 1, status: 'active' });
    const refusedWith = (price: number) => quickEditVariants(world, 1001, { variants: [row(price)] }, NOW);
    expect(refusedWith(0)).toEqual({ code: 'validation', fields: { 'variants[0].price': 'validation.priceAboveZero' } });
    expect(refusedWith(10.005)).toEqual({ code: 'validation', fields: { 'variants[0].price': 'validation.priceDecimals' } });
    expect(refusedWith(variant.price * 3 + 1)).toEqual({ code: 'validation', fields: { 'variants[0].price': 'validation.priceRiseTooLarge' } });
    expect(refusedWith(Math.floor(variant.price * 0.19 * 100) / 100)).toEqual({
      code: 'validation',
      fields: { 'variants[0].price': 'validation.priceDropTooLarge' },
    });
    expect(quickEditVariants(world, 1001, { variants: [row(Math.ceil(variant.price * 0.2 * 100) / 100)] }, NOW)).toMatchObject({ saved: 1 });
  });
});
