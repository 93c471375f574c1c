/**
 * The All Products list over a company's catalogue: filters, tab counts, sort and one page in a single pass over a
 * cached sort permutation (fast enough for the 50,000-variant benchmark company); only the page's rows are dressed.
 */
import type { Product, Variant } from '@contract/catalog/catalog.types';
import type { VariantListAnswer, VariantRow } from '@contract/catalog/variant.api';
import { hasVariantFilters, VARIANT_TABS, variantMatcher, variantTabOf, type VariantListQuery } from '@contract/catalog/variant.query';
import { zeroCounts } from '@contract/lists/list-query';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import { searchTexts, sortPermutation, variantIndex } from './variant-index';
import { orderLocksBySku, variantView } from './variant-view';

/** One variant as the grid shows it, with its marketplace states and locks as of `now`. */
export function toVariantRow(world: World, companyId: number, variant: Variant, product: Product, now: number): VariantRow {
  const view = variantView(world, companyId, variant, now);
  return {
    id: view.id, productId: product.id, productName: product.name, productStatus: product.status, name: view.name, sku: view.sku, price: view.price,
    retailPrice: view.retailPrice, stock: view.stock, status: view.status, currency: product.currency, brandId: product.brandId,
    brandName: product.brandName, categoryId: product.categoryId, categoryName: product.categoryName, imageUrl: view.defaultImage?.url ?? null,
    marketplaces: view.marketplaces.map((state) => ({ marketplace: state.marketplace, status: state.status })),
    lockedOn: view.locks.filter((lock) => lock.state === 'locked').map((lock) => lock.marketplace),
  };
}

export function emptyVariantList(query: Pick<VariantListQuery, 'page' | 'pageSize'>): VariantListAnswer {
  return { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: zeroCounts(VARIANT_TABS), choices: { brands: [], categories: [] } };
}

export function listVariants(world: World, companyId: number, query: VariantListQuery, now: number): VariantListAnswer {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return emptyVariantList(query);
  const index = variantIndex(catalog);
  const answer: VariantListAnswer = { ...emptyVariantList(query), choices: index.choices };
  const { variants } = catalog;
  const permutation = sortPermutation(catalog, index, query.sort.field);
  const matches = hasVariantFilters(query) ? variantMatcher(query) : null;
  const first = (query.page - 1) * query.pageSize;
  const last = first + query.pageSize;
  const descending = query.sort.direction === 'desc';
  const texts = query.q ? searchTexts(catalog, index) : null;
  // Marketplace states are matched as read now: a variant with a lock is read through variantView (a lock in force shows `locked`).
  const locks = query.marketplace || query.mpStatus ? orderLocksBySku(world, companyId) : null;
  const page: [Variant, Product][] = [];
  for (let step = 0; step < variants.length; step += 1) {
    const at = permutation[descending ? variants.length - 1 - step : step]!;
    const variant = variants[at]!;
    const product = index.productById.get(variant.productId);
    if (!product || product.deletedAt) continue;
    const seen = locks && (variant.locks.length > 0 || locks.has(variant.sku)) ? variantView(world, companyId, variant, now) : variant;
    if (matches && !matches(seen, product, texts?.[at])) continue;
    const tab = variantTabOf(variant.status);
    answer.tabCounts.all += 1;
    answer.tabCounts[tab] += 1;
    if (query.tab !== 'all' && tab !== query.tab) continue;
    if (answer.total >= first && answer.total < last) page.push([variant, product]);
    answer.total += 1;
  }
  answer.items = page.map(([variant, product]) => toVariantRow(world, companyId, variant, product, now));
  return answer;
}
