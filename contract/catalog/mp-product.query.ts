/**
 * Marketplace Products (spec §2 /products/mp-products): one row per variant and marketplace, its §4 status, price in
 * the marketplace's currency, lock, last sync and message. Status tabs, filters and the one matcher for them.
 */
import { type ListPage, listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { foldText } from '../text-search';
import { parseIdList } from './catalog.rules';
import { MARKETPLACE_VARIANT_STATUSES, type MarketplaceVariantStatus, type VariantLock } from './catalog.types';

export interface MpProductRow {
  variantId: number;
  productId: number;
  productName: string;
  variantName: string;
  sku: string;
  marketplace: MarketplaceCode;
  status: MarketplaceVariantStatus;
  /** On that marketplace, in its currency. */
  price: number;
  currency: string;
  /** The variant's lock on this marketplace as of now (an Incorrect Pricing lock lifts by itself after 7 days). */
  lock: VariantLock | null;
  lastSyncAt: string | null;
  message: string | null;
  /** The campaign discounting the variant on this marketplace now (within its days), and its price there. */
  campaign?: MpProductCampaign | undefined;
}

export interface MpProductCampaign {
  id: number;
  name: string;
  price: number;
}

/** `all`, then one tab per marketplace status (spec §4, in its order). */
export const MP_PRODUCT_TABS = ['all', ...MARKETPLACE_VARIANT_STATUSES] as const;
export type MpProductTab = (typeof MP_PRODUCT_TABS)[number];

export const MP_PRODUCT_SORT_FIELDS = ['sku', 'productId', 'price', 'lastSyncAt'] as const;
export type MpProductSortField = (typeof MP_PRODUCT_SORT_FIELDS)[number];
export const DEFAULT_MP_PRODUCT_SORT: Sort<MpProductSortField> = { field: 'sku', direction: 'asc' };

export interface MpProductFilters {
  marketplace?: MarketplaceCode;
  /** Part of the SKU, any case. */
  sku?: string;
  /** Product ids, comma-separated (spec §5). */
  productId?: string;
}
export const MP_PRODUCT_FILTER_KEYS = ['marketplace', 'sku', 'productId'] as const;

export interface MpProductListQuery extends MpProductFilters {
  tab: MpProductTab;
  page: number;
  pageSize: number;
  sort: Sort<MpProductSortField>;
}

export type MpProductListAnswer = ListPage<MpProductRow, MpProductTab>;

export const mpProductRowKey = (row: Pick<MpProductRow, 'variantId' | 'marketplace'>) => `${row.variantId}-${row.marketplace}`;

const text = (value: string | undefined) => value?.trim().slice(0, 200) || undefined;

export function parseMpProductFilters(raw: RawQuery): MpProductFilters {
  const filters: MpProductFilters = { sku: text(raw.sku), productId: text(raw.productId) };
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  return filters;
}

export function parseMpProductQuery(raw: RawQuery, maxPageSize?: number): MpProductListQuery {
  return {
    ...parseMpProductFilters(raw),
    tab: parseTab(raw.tab, MP_PRODUCT_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, MP_PRODUCT_SORT_FIELDS, DEFAULT_MP_PRODUCT_SORT),
  };
}

export function mpProductQueryToRaw(query: Partial<MpProductListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** Field problems as i18n keys (the product-id list), or null. */
export function mpProductFilterProblems(filters: MpProductFilters): Record<string, string> | null {
  return parseIdList(filters.productId) === null ? { productId: 'validation.productIdList' } : null;
}

/** The filters made ready for matching many rows: parsed once, compared cheaply. */
export interface MpProductMatcher {
  marketplace: MarketplaceCode | null;
  sku: string | null;
  productIds: ReadonlySet<number> | null;
}

export function mpProductMatcher(filters: MpProductFilters): MpProductMatcher {
  const ids = parseIdList(filters.productId) ?? [];
  return {
    marketplace: filters.marketplace ?? null,
    sku: filters.sku ? foldText(filters.sku.trim()) : null,
    productIds: ids.length ? new Set(ids) : null,
  };
}

/** Whether a variant passes the variant-level filters (SKU, product id); `lowerSku` is its SKU through foldText. */
export function variantMatches(matcher: MpProductMatcher, productId: number, lowerSku: string): boolean {
  if (matcher.productIds && !matcher.productIds.has(productId)) return false;
  return !matcher.sku || lowerSku.includes(matcher.sku);
}
