/**
 * The All Products list over a company's catalogue: filters, tab counts, sort and one page in a single pass over a
 * cached sort permutation (fast enough for the 50,000-variant benchmark company); only the page's rows are dressed.
 */
import type { MarketplaceVariantStatus, Product, Variant } from '@contract/catalog/catalog.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { VariantListAnswer, VariantRow } from '@contract/catalog/variant.api';
import { hasVariantFilters, VARIANT_TABS, variantMatcher, type VariantListQuery } from '@contract/catalog/variant.query';
import { zeroCounts } from '@contract/lists/list-query';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import { orderBookOf } from '../orders/order-book';
import { statusCode, variantColumns, viewAt, type VariantColumns } from './variant-columns';
import { searchTexts, sortPermutation, variantIndex } from './variant-index';
import { orderLocksBySku, variantView } from './variant-view';

/** One variant as the grid shows it, with its marketplace states and locks as of `now`. */
export function toVariantRow(world: World, companyId: number, variant: Variant, product: Product, now: number): VariantRow {
  const view = variantView(world, companyId, variant, now);
  return {
    id: view.id,
    productId: product.id,
    productName: product.name,
    productStatus: product.status,
    name: view.name,
    sku: view.sku,
    price: view.price,
    retailPrice: view.retailPrice,
    stock: view.stock,
    status: view.status,
    currency: product.currency,
    brandId: product.brandId,
    brandName: product.brandName,
    categoryId: product.categoryId,
    categoryName: product.categoryName,
    imageUrl: view.defaultImage?.url ?? null,
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
  const lockedSkus = orderLocksBySku(world, companyId);
  const columns = variantColumns(catalog, index, lockedSkus, orderBookOf(world, companyId)?.locks.length ?? 0);
  const permutation = sortPermutation(catalog, index, query.sort.field);
  const { marketplace, mpStatus } = query;
  const rest = { ...query, marketplace: undefined, mpStatus: undefined };
  const matches = hasVariantFilters(rest) ? variantMatcher(rest) : null;
  const onMarketplace = marketplace !== undefined || mpStatus !== undefined;
  const byStatus = onMarketplace ? marketplaceTest(columns, marketplace, mpStatus) : null;
  const byState = onMarketplace ? variantMatcher({ marketplace, mpStatus }) : null;
  const first = (query.page - 1) * query.pageSize;
  const last = first + query.pageSize;
  const descending = query.sort.direction === 'desc';
  const texts = query.q ? searchTexts(catalog, index) : null;
  const readNow = (at: number) => {
    const variant = variants[at]!;
    return viewAt(columns, at, variant, lockedSkus.get(variant.sku) ?? [], now, () => variantView(world, companyId, variant, now));
  };
  const page: [Variant, Product][] = [];
  const wantActive = query.tab === 'all' ? -1 : query.tab === 'active' ? 1 : 0;
  let active = 0;
  let inactive = 0;
  for (let step = 0; step < variants.length; step += 1) {
    const at = permutation[descending ? variants.length - 1 - step : step]!;
    const product = columns.productAt[at];
    if (!product) continue;
    // A variant with a lock is matched as read now (a lock in force shows `locked`, a lifted one `inactive`).
    if (byStatus && !(columns.viewed[at] ? byState!(readNow(at), product) : byStatus(at))) continue;
    if (matches && !matches(variants[at]!, product, texts?.[at])) continue;
    const isActive = columns.active[at]!;
    if (isActive) active += 1;
    else inactive += 1;
    if (wantActive !== -1 && isActive !== wantActive) continue;
    if (answer.total >= first && answer.total < last) page.push([variants[at]!, product]);
    answer.total += 1;
  }
  answer.tabCounts = { all: active + inactive, active, inactive };
  answer.items = page.map(([variant, product]) => toVariantRow(world, companyId, variant, product, now));
  return answer;
}

/** Whether the variant at a position is on the marketplace (in the status), from the columns. */
function marketplaceTest(
  columns: VariantColumns,
  marketplace: MarketplaceCode | undefined,
  mpStatus: MarketplaceVariantStatus | undefined,
): (at: number) => boolean {
  const wanted = mpStatus === undefined ? 0 : statusCode(mpStatus);
  if (marketplace !== undefined) {
    const column = columns.statusOn.get(marketplace) ?? new Uint8Array(0);
    return wanted === 0 ? (at) => (column[at] ?? 0) > 0 : (at) => column[at] === wanted;
  }
  const lists = [...columns.statusOn.values()];
  return (at) => lists.some((column) => (wanted === 0 ? column[at]! > 0 : column[at] === wanted));
}
