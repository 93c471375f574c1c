import { describe, expect, it } from 'vitest';
import { parseAdminMpProductQuery } from '@contract/admin-mp-products/admin-mp-product.query';
import { parseMpProductQuery } from '@contract/catalog/mp-product.query';
import { createWorld } from '../world';
import { listAdminMpProducts } from './admin-mp-product-list';
import { catalogOf } from './catalog-access';
import { listMpProducts } from './mp-product-list';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('listAdminMpProducts', () => {
  const world = createWorld({ now: NOW });
  const list = (raw: Record<string, string>) => listAdminMpProducts(world, parseAdminMpProductQuery(raw, 10_000), NOW);
  const sellerTotal = (companyId: number, raw: Record<string, string> = {}) => listMpProducts(world, companyId, parseMpProductQuery(raw, 10_000), NOW).total;

  it('lists nothing across every company without a search', () => {
    expect(list({}).total).toBe(0);
    expect(list({ sku: 'ab' }).total).toBe(0);
  });

  it('runs the companies a search finds in id order and adds their counts', () => {
    const ids = [1002, 1001].map((companyId) => catalogOf(world, companyId)!.products[0]!.id);
    const found = list({ productId: ids.join(','), pageSize: '500' });
    const expected = sellerTotal(1001, { productId: String(ids[1]) }) + sellerTotal(1002, { productId: String(ids[0]) });
    expect(found.total).toBe(expected);
    expect(found.tabCounts.all).toBe(expected);
    expect(found.items[0]).toMatchObject({ companyId: 1001, companyName: 'Anadolu Tekstil' });
    expect(found.items.at(-1)).toMatchObject({ companyId: 1002, companyName: 'Gulf Home Goods' });
  });

  it('pages across the boundary between two companies', () => {
    const ids = [1001, 1002]
      .map((companyId) =>
        catalogOf(world, companyId)!
          .products.slice(0, 3)
          .map((product) => product.id),
      )
      .flat();
    const firstCount = sellerTotal(1001, { productId: ids.slice(0, 3).join(',') });
    // Pages one row shorter than the first company's rows: the second page starts with its last row, then the next company's.
    const page = list({ productId: ids.join(','), page: '2', pageSize: String(firstCount - 1) });
    expect(firstCount).toBeGreaterThan(2);
    expect(page.items.map((row) => row.companyId).slice(0, 2)).toEqual([1001, 1002]);
    expect(page.items).toHaveLength(Math.min(firstCount - 1, page.total - (firstCount - 1)));
  });

  it('narrows to one company and to the seller filters', () => {
    const one = list({ companyId: '1002', pageSize: '50' });
    expect(one.total).toBe(sellerTotal(1002));
    expect(one.items.every((row) => row.companyId === 1002)).toBe(true);
    const sku = one.items[0]!.sku;
    const bySku = list({ sku, pageSize: '50' });
    expect(bySku.items.map((row) => row.sku)).toContain(sku);
    expect(bySku.items.every((row) => row.sku.toLowerCase().includes(sku.toLowerCase()))).toBe(true);
  });

  it('answers nothing for a company the world does not know', () => {
    expect(list({ companyId: '999999' })).toMatchObject({ total: 0, items: [] });
  });
});
