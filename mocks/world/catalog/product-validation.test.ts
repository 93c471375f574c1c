import { createWorld } from '../world';
import { catalogOf } from './catalog-access';
import { listProductValidation } from './product-validation';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('product validation', () => {
  it('lists the live products that fail, with their reasons, and sees a change at once', () => {
    const world = createWorld({ now: NOW });
    const catalog = catalogOf(world, 1001)!;
    const first = listProductValidation(world, 1001, { page: 1, pageSize: 100 });
    expect(first.checked).toBe(catalog.products.filter((product) => !product.deletedAt).length);
    for (const row of first.items) expect(row.problems.length).toBeGreaterThan(0);

    const failing = new Set(first.items.map((row) => row.productId));
    const variant = catalog.variants.find(
      (candidate) => !failing.has(candidate.productId) && !catalog.products.find((product) => product.id === candidate.productId)?.deletedAt,
    )!;
    variant.retailPrice = variant.price - 1;
    catalog.version += 1;
    const after = listProductValidation(world, 1001, { page: 1, pageSize: 10_000 });
    expect(after.total).toBe(first.total + 1);
    const row = after.items.find((candidate) => candidate.productId === variant.productId)!;
    expect(row.problems).toContainEqual({
      variantId: variant.id,
      sku: variant.sku,
      field: 'retailPrice',
      fieldName: null,
      reason: 'validation.retailBelowPrice',
    });
  });

  it('reports a missing mandatory attribute of the category by its name', () => {
    const world = createWorld({ now: NOW });
    const catalog = catalogOf(world, 1001)!;
    const variant = catalog.variants.find((candidate) => candidate.attributes.some((attribute) => attribute.mandatory))!;
    const mandatory = variant.attributes.find((attribute) => attribute.mandatory)!;
    variant.attributes = variant.attributes.filter((attribute) => attribute !== mandatory);
    catalog.version += 1;
    const row = listProductValidation(world, 1001, { page: 1, pageSize: 10_000 }).items.find((candidate) => candidate.productId === variant.productId)!;
    expect(row.problems).toContainEqual(
      expect.objectContaining({
        variantId: variant.id,
        field: `attributes.${mandatory.attributeId}`,
        fieldName: mandatory.name,
        reason: 'validation.attributeRequired',
      }),
    );
  });
});
