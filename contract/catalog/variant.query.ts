/**
 * The All Products (quick edit) list query: the status tabs, the filters of spec §2/§5 on top of the shared list query,
 * and the one matcher for them. The SPA, the BFF and the sandbox all read the query through these functions.
 */
import { wholeId } from '../lists/whole-id';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { foldText } from '../text-search';
import { parseIdList } from './catalog.rules';
import { MARKETPLACE_VARIANT_STATUSES, type CatalogStatus, type MarketplaceVariantStatus, type Product, type Variant } from './catalog.types';

/** The tab is the variant status filter: every variant, the active ones, the inactive ones. */
export const VARIANT_TABS = ['all', 'active', 'inactive'] as const;
export type VariantTab = (typeof VARIANT_TABS)[number];

export const VARIANT_SORT_FIELDS = ['id', 'productId', 'name', 'sku', 'price', 'retailPrice', 'stock'] as const;
export type VariantSortField = (typeof VARIANT_SORT_FIELDS)[number];
export const DEFAULT_VARIANT_SORT: Sort<VariantSortField> = { field: 'id', direction: 'desc' };

/** Spec §5: variant search starts after 3 typed characters. */
export const VARIANT_SEARCH_MIN_LENGTH = 3;
const ID_LIST_MAX_LENGTH = 2000;

export interface VariantFilters {
  /** Comma-separated product ids (spec §5), as typed; normalised to `101,102` when every part is an id. */
  productIds?: string;
  /** The whole SKU (exact). */
  sku?: string;
  brandId?: number;
  categoryId?: number;
  marketplace?: MarketplaceCode;
  /** The variant's state on `marketplace` (or on any marketplace when none is chosen). */
  mpStatus?: MarketplaceVariantStatus;
  /** Part of the variant's or its product's name. */
  q?: string;
}
export const VARIANT_FILTER_KEYS = ['productIds', 'sku', 'brandId', 'categoryId', 'marketplace', 'mpStatus', 'q'] as const;

export interface VariantListQuery extends VariantFilters {
  tab: VariantTab;
  page: number;
  pageSize: number;
  sort: Sort<VariantSortField>;
}

const text = (value: string | undefined, max = 100) => value?.trim().slice(0, max) || undefined;

const positiveId = (value: string | undefined): number | undefined => wholeId(value) ?? undefined;

function idListText(value: string | undefined): string | undefined {
  const raw = text(value, ID_LIST_MAX_LENGTH);
  if (raw === undefined) return undefined;
  const ids = parseIdList(raw);
  return ids && ids.length > 0 ? ids.join(',') : raw;
}

export function parseVariantFilters(raw: RawQuery): VariantFilters {
  const filters: VariantFilters = {
    productIds: idListText(raw.productIds),
    sku: text(raw.sku),
    brandId: positiveId(raw.brandId),
    categoryId: positiveId(raw.categoryId),
    q: text(raw.q),
  };
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  if (MARKETPLACE_VARIANT_STATUSES.includes(raw.mpStatus as MarketplaceVariantStatus)) filters.mpStatus = raw.mpStatus as MarketplaceVariantStatus;
  return filters;
}

export function parseVariantQuery(raw: RawQuery, maxPageSize?: number): VariantListQuery {
  return {
    ...parseVariantFilters(raw),
    tab: parseTab(raw.tab, VARIANT_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, VARIANT_SORT_FIELDS, DEFAULT_VARIANT_SORT),
  };
}

export function variantQueryToRaw(query: Partial<VariantListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** Field problems as i18n keys (a product-id list that is not one, a search too short), or null. */
export function variantFilterProblems(filters: { productIds?: string | undefined; q?: string | undefined }): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (filters.productIds && parseIdList(filters.productIds) === null) problems.productIds = 'validation.productIdList';
  if (filters.q && filters.q.trim().length < VARIANT_SEARCH_MIN_LENGTH) problems.q = 'validation.searchTooShort';
  return Object.keys(problems).length ? problems : null;
}

export function variantTabOf(status: CatalogStatus): VariantTab {
  return status;
}

/** What `q` is looked for in: the variant's and its product's names, folded (a caller may keep it per variant). */
export function variantSearchText(variant: Variant, product: Product): string {
  return foldText(`${variant.name}\n${product.name}`);
}

/**
 * Whether a variant of `product` passes the filters (the tab is applied separately). Built once per query: the id list
 * becomes a set and the search text and SKU are folded once, so a pass over a large catalogue stays cheap; `searchText`
 * is variantSearchText's answer when the caller keeps it.
 */
export function variantMatcher(filters: VariantFilters): (variant: Variant, product: Product, searchText?: string) => boolean {
  const ids = filters.productIds ? new Set(parseIdList(filters.productIds) ?? []) : null;
  const needle = filters.q ? foldText(filters.q.trim()) : '';
  const sku = filters.sku === undefined ? undefined : foldText(filters.sku.trim());
  const { brandId, categoryId, marketplace, mpStatus } = filters;
  const onMarketplace = marketplace !== undefined || mpStatus !== undefined;
  return (variant, product, searchText) => {
    if (ids && !ids.has(variant.productId)) return false;
    if (sku !== undefined && foldText(variant.sku) !== sku) return false;
    if (brandId !== undefined && product.brandId !== brandId) return false;
    if (categoryId !== undefined && product.categoryId !== categoryId) return false;
    if (
      onMarketplace &&
      !variant.marketplaces.some(
        (state) => (marketplace === undefined || state.marketplace === marketplace) && (mpStatus === undefined || state.status === mpStatus),
      )
    )
      return false;
    if (needle && !(searchText ?? variantSearchText(variant, product)).includes(needle)) return false;
    return true;
  };
}

export function hasVariantFilters(filters: VariantFilters): boolean {
  return VARIANT_FILTER_KEYS.some((key) => filters[key] !== undefined);
}
