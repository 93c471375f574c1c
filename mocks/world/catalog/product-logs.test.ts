import { createWorld } from '../world';
import { catalogOf } from './catalog-access';
import { variantsOfProduct } from './product-detail';
import { appendCatalogLog, catalogLogs, productLogs } from './product-logs';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('product and variant marketplace logs', () => {
  it("are derived from the seed alone: the product's and its variants', newest first, each id once", () => {
    const world = createWorld({ now: NOW });
    const catalog = catalogOf(world, 1001)!;
    const product = catalog.products.find((candidate) => !candidate.deletedAt && variantsOfProduct(catalog, candidate.id).length >= 2)!;
    const logs = productLogs(world, 1001, product.id)!.items;
    const variantIds = variantsOfProduct(catalog, product.id).map((variant) => String(variant.id));
    expect(logs.some((log) => log.referenceType === 'product' && log.referenceId === String(product.id))).toBe(true);
    expect(logs.filter((log) => log.referenceType === 'variant').every((log) => variantIds.includes(log.referenceId))).toBe(true);
    expect([...logs].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)).toEqual(logs);
    expect(new Set(logs.map((log) => log.id)).size).toBe(logs.length);
    expect(productLogs(createWorld({ now: NOW }), 1001, product.id)).toEqual({ items: logs });
    expect(productLogs(world, 1002, product.id)).toBeUndefined();
  });

  it('filter a whole company by marketplace, level and time, and include the ones operations write', () => {
    const world = createWorld({ now: NOW });
    const catalog = catalogOf(world, 1001)!;
    const product = catalog.products.find((candidate) => !candidate.deletedAt)!;
    appendCatalogLog(world, catalog, { type: 'product', id: product.id }, 'Checked on {marketplace}.', NOW, 'warning');
    const written = catalogLogs(world, catalog, { level: 'warning', from: NOW, to: NOW + 1 });
    const enabled = catalog.settings.filter((setting) => setting.enabled);
    expect(written).toHaveLength(enabled.length);
    expect(written.map((log) => log.marketplace).sort()).toEqual(enabled.map((setting) => setting.marketplace).sort());
    expect(written.every((log) => /^Checked on .+\.$/.test(log.log) && !log.log.includes('{marketplace}'))).toBe(true);
    const marketplace = enabled[0]!.marketplace;
    expect(catalogLogs(world, catalog, { marketplace }).every((log) => log.marketplace === marketplace)).toBe(true);
  });
});
