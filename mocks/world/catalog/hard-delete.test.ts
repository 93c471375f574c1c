import { parseDeletedProductQuery } from '@contract/catalog/deleted-product.query';
import { countsOf } from '../badge-counts';
import { createWorld } from '../world';
import { catalogOf } from './catalog-access';
import { listDeletedProducts } from './deleted-products';
import { hardDeleteStep, previewHardDelete } from './hard-delete';
import { variantIndex } from './variant-index';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const COMPANY = 1022;

function setUp() {
  const world = createWorld({ now: NOW });
  const catalog = catalogOf(world, COMPANY)!;
  const deleted = catalog.products.find((product) => product.deletedAt !== null)!;
  const live = catalog.products.find((product) => product.deletedAt === null && catalog.variants.filter((v) => v.productId === product.id).length >= 2)!;
  return { world, catalog, deleted, live, liveVariants: catalog.variants.filter((variant) => variant.productId === live.id) };
}

describe('hard delete preview', () => {
  it('counts a product list with its variants, images and listings, names the unknown ids and asks for the count', () => {
    const { world, deleted, live, liveVariants, catalog } = setUp();
    const preview = previewHardDelete(world, COMPANY, { scope: 'products', targets: [String(live.id), String(deleted.id), '999999'] })!;
    const deletedVariants = catalog.deletedVariants.filter((variant) => variant.productId === deleted.id);
    expect(preview.counts.products).toBe(2);
    expect(preview.counts.variants).toBe(liveVariants.length + deletedVariants.length);
    expect(preview.counts.listings).toBe([...liveVariants, ...deletedVariants].reduce((sum, variant) => sum + variant.marketplaces.length, 0));
    expect(preview.unknown).toEqual(['999999']);
    expect(preview.confirmation).toBe('2');
    expect(preview.sample.length).toBeGreaterThan(0);
    expect(preview.sample.some((row) => row.productId === deleted.id && row.deleted)).toBe(true);
  });

  it('asks for the company name to delete the catalogue; an unknown company is not found', () => {
    const { world, catalog } = setUp();
    const preview = previewHardDelete(world, COMPANY, { scope: 'catalog', targets: [] })!;
    expect(preview.confirmation).toBe('Desert Rose Mobilya');
    expect(preview.counts.products).toBe(catalog.products.length);
    expect(preview.counts.variants).toBe(catalog.variants.length + catalog.deletedVariants.length);
    expect(preview.sample).toHaveLength(10);
    expect(previewHardDelete(world, 999_999, { scope: 'catalog', targets: [] })).toBeUndefined();
  });

  it('finds variants by id or SKU, and takes the product with its last variant', () => {
    const { world, live, liveVariants } = setUp();
    const [first, ...rest] = liveVariants;
    const some = previewHardDelete(world, COMPANY, { scope: 'variants', targets: [first!.sku] })!;
    expect(some.counts).toMatchObject({ products: 0, variants: 1 });
    const all = previewHardDelete(world, COMPANY, { scope: 'variants', targets: [String(first!.id), ...rest.map((variant) => variant.sku)] })!;
    expect(all.counts).toMatchObject({ products: 1, variants: liveVariants.length });
    expect(all.confirmation).toBe(String(liveVariants.length));
    expect(all.sample.every((row) => row.productId === live.id)).toBe(true);
  });
});

describe('hard delete step', () => {
  it('removes the products for good: not under Deleted Products, not in the indexes, the badges counted again', () => {
    const { world, catalog, deleted, live } = setUp();
    const before = countsOf(world, COMPANY);
    const step = hardDeleteStep(world, COMPANY, { scope: 'products', targets: [String(live.id), String(deleted.id)] }, 200)!;
    expect(step.deleted.products).toBe(2);
    expect(step.remaining).toBe(0);
    expect(catalog.products.some((product) => product.id === live.id || product.id === deleted.id)).toBe(false);
    expect(catalog.variants.some((variant) => variant.productId === live.id)).toBe(false);
    expect(catalog.deletedVariants.some((variant) => variant.productId === deleted.id)).toBe(false);
    const listed = listDeletedProducts(world, COMPANY, parseDeletedProductQuery({ pageSize: '100' }))!;
    expect(listed.items.some((row) => row.id === deleted.id)).toBe(false);
    expect(variantIndex(catalog).productById.has(live.id)).toBe(false);
    expect(countsOf(world, COMPANY).deletedProducts).toBe(before.deletedProducts - 1);
    expect(previewHardDelete(world, COMPANY, { scope: 'products', targets: [String(live.id)] })!.unknown).toEqual([String(live.id)]);
  });

  it('deletes a catalogue a step at a time until nothing is left', () => {
    const { world, catalog } = setUp();
    const total = catalog.products.length;
    const first = hardDeleteStep(world, COMPANY, { scope: 'catalog', targets: [] }, 50)!;
    expect(first).toMatchObject({ remaining: total - 50, deleted: { products: 50 } });
    while (hardDeleteStep(world, COMPANY, { scope: 'catalog', targets: [] }, 200)!.remaining > 0);
    expect([catalog.products.length, catalog.variants.length, catalog.deletedVariants.length]).toEqual([0, 0, 0]);
    expect(hardDeleteStep(world, COMPANY, { scope: 'catalog', targets: [] }, 200)).toEqual({
      deleted: { products: 0, variants: 0, images: 0, listings: 0 },
      remaining: 0,
    });
  });

  it('deletes a variant list and, run again, passes over what is gone', () => {
    const { world, catalog, liveVariants } = setUp();
    const targets = [liveVariants[0]!.sku];
    expect(hardDeleteStep(world, COMPANY, { scope: 'variants', targets }, 200)!.deleted.variants).toBe(1);
    expect(catalog.variants.some((variant) => variant.id === liveVariants[0]!.id)).toBe(false);
    expect(hardDeleteStep(world, COMPANY, { scope: 'variants', targets }, 200)!.deleted.variants).toBe(0);
  });
});
