/**
 * Every text filter and search of the world's lists folds Turkish the same way (contract/text-search.ts): each typed
 * spelling, upper or lower case, with or without Turkish letters, finds the same non-empty set, and it holds `expected`.
 */
import { describe, expect, it } from 'vitest';
import { parseBrandQuery } from '@contract/catalog/brand.api';
import { parseCategoryQuery } from '@contract/catalog/category.query';
import { parseDeletedProductQuery } from '@contract/catalog/deleted-product.query';
import { parseMpProductQuery } from '@contract/catalog/mp-product.query';
import { parseMarketplaceCategoryQuery, parseSearchListQuery } from '@contract/catalog/taxonomy-lists.query';
import { parseVariantQuery } from '@contract/catalog/variant.query';
import type { RawQuery } from '@contract/lists/list-query';
import { parseOrderQuery } from '@contract/orders/order.query';
import { parsePackageQuery } from '@contract/packages/package.query';
import { parseReconciliationQuery } from '@contract/reconciliation/reconciliation.query';
import { listReconciliation } from './accounting/reconciliation-list';
import { listBrands } from './catalog/brand-operations';
import { listDeletedProducts } from './catalog/deleted-products';
import { listMpProducts } from './catalog/mp-product-list';
import { listCategories, listMarketplaceCategories, listRestrictedCategories } from './catalog/taxonomy-lists';
import { listVariants } from './catalog/variant-list';
import { searchCompanies } from './lookups';
import { listOrders } from './orders/order-list';
import { listPackages } from './orders/package-list';
import { createWorld } from './world';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const world = createWorld({ now: NOW });
const A = 1001;

interface Found {
  total: number;
  items: readonly unknown[];
}
type List = (raw: RawQuery) => Found | undefined;

const LISTS: Record<string, List> = {
  orders: (raw) => listOrders(world, A, parseOrderQuery({ tab: 'all', ...raw }), NOW),
  packages: (raw) => listPackages(world, A, parsePackageQuery({ tab: 'all', ...raw })),
  deletedProducts: (raw) => listDeletedProducts(world, A, parseDeletedProductQuery(raw)),
  variants: (raw) => listVariants(world, A, parseVariantQuery({ tab: 'all', ...raw }), NOW),
  mpProducts: (raw) => listMpProducts(world, A, parseMpProductQuery({ tab: 'all', ...raw }), NOW),
  brands: (raw) => listBrands(world, A, parseBrandQuery(raw)),
  categories: (raw) => listCategories(world, parseCategoryQuery(raw)),
  marketplaceCategories: (raw) => listMarketplaceCategories(world, parseMarketplaceCategoryQuery({ marketplace: 'trendyol', ...raw })!),
  restrictedCategories: (raw) => listRestrictedCategories(world, A, parseSearchListQuery(raw)),
  reconciliation: (raw) => listReconciliation(world, A, parseReconciliationQuery({ tab: 'all', ...raw }), NOW),
  companies: (raw) => searchCompanies(world, { q: raw.q ?? '' }),
};

type Case = [list: keyof typeof LISTS, filter: string, typed: readonly string[], expected: string];

const CASES: readonly Case[] = [
  ['orders', 'customer', ['YILMAZ', 'yılmaz', 'Yılmaz', 'yilmaz'], 'Yılmaz'],
  ['orders', 'customer', ['ELİF', 'elif', 'Elif', 'ELIF'], 'Elif'],
  ['orders', 'customer', ['KILIÇ', 'kılıç', 'Kılıç', 'kilic'], 'Kılıç'],
  ['orders', 'customer', ['ŞAHİN', 'şahin', 'Şahin', 'sahin'], 'Şahin'],
  ['orders', 'marketplaceOrderId', ['NSA010000001', 'nsa010000001'], 'NSA010000001'],
  ['orders', 'sku', ['AT-SOC-00127-ANT-L', 'at-soc-00127-ant-l'], 'AT-SOC-00127-ANT-L'],
  ['packages', 'barcode', ['AX100100000101', 'ax100100000101'], 'AX100100000101'],
  ['packages', 'orderId', ['NSA010000001', 'nsa010000001'], '"orderId":1001000001'],
  ['deletedProducts', 'q', ['TAKIMI', 'takımı', 'Takımı', 'takimi'], 'Takımı'],
  ['deletedProducts', 'q', ['spu-at-00204', 'SPU-AT-00204'], 'SPU-AT-00204'],
  ['variants', 'q', ['TAKIMI', 'takımı', 'Takımı', 'takimi'], 'Takımı'],
  ['variants', 'q', ['KILIFI', 'kılıfı', 'kilifi'], 'Kılıfı'],
  ['variants', 'sku', ['AT-SOC-00127-ANT-L', 'at-soc-00127-ant-l'], 'AT-SOC-00127-ANT-L'],
  ['mpProducts', 'sku', ['AT-SOC-00127', 'at-soc-00127'], 'AT-SOC-00127'],
  ['brands', 'q', ['ATÖLYESİ', 'atölyesi', 'Atölyesi', 'atolyesi'], 'Atölyesi'],
  ['categories', 'q', ['KADIN GİYİM', 'kadın giyim', 'kadin giyim'], 'Kadın Giyim'],
  ['marketplaceCategories', 'q', ['GİYİM', 'giyim', 'GIYIM'], 'Giyim'],
  ['companies', 'q', ['GIDA', 'gıda', 'Gıda', 'gida'], 'Ege Gıda'],
];

/** Cases whose typed text comes from the data (a reconciliation line), so they hold whatever the ledger seeds. */
function reconciliationCases(): Case[] {
  const lines = listReconciliation(world, A, parseReconciliationQuery({ tab: 'all', marketplace: 'noon-sa', pageSize: '50' }), NOW)!.items;
  const line = lines.find((candidate) => candidate.sku && candidate.marketplaceOrderId)!;
  const [sku, orderId] = [line.sku ?? '', line.marketplaceOrderId ?? ''];
  return [
    ['reconciliation', 'sku', [sku, sku.toLowerCase()], sku],
    ['reconciliation', 'orderId', [orderId, orderId.toLowerCase()], orderId],
  ];
}

describe('text filters fold Turkish the same way everywhere', () => {
  it.each([...CASES, ...reconciliationCases()])('%s %s: %s', (list, filter, typed, expected) => {
    const totals = typed.map((text) => {
      const found = LISTS[list]!({ [filter]: text, pageSize: '100' });
      expect(found, `${list} ${filter}=${text}`).toBeDefined();
      expect(found!.total, `${list} ${filter}=${text}`).toBeGreaterThan(0);
      expect(JSON.stringify(found!.items[0]), `${list} ${filter}=${text}`).toContain(expected);
      return found!.total;
    });
    expect(new Set(totals).size, `${list} ${filter}: ${typed.join(' / ')} → ${totals.join(' / ')}`).toBe(1);
  });

  it('restricted categories search folds too', () => {
    const first = listRestrictedCategories(world, A, parseSearchListQuery({})).items[0]!;
    const word = first.path.tr.split(' > ').at(-1)!;
    const totals = [word, word.toLocaleUpperCase('tr'), word.toLocaleLowerCase('tr')].map((q) => LISTS.restrictedCategories!({ q }));
    expect(totals.every((found) => found !== undefined && found.total > 0)).toBe(true);
    expect(new Set(totals.map((found) => found?.total)).size).toBe(1);
  });
});
