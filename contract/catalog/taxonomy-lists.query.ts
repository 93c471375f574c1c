/**
 * The smaller taxonomy lists: restricted categories, old attributes, and one marketplace's categories (the cross
 * page's picker). Each is a search and pages; the lists have one tab, `all`.
 */
import { compactQuery, parsePage, parsePageSize, type ListPage, type RawQuery } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { searchText } from './category.query';
import { ATTRIBUTE_TYPES, type Attribute, type AttributeType, type RestrictedCategory } from './taxonomy.types';

export const SINGLE_TAB = ['all'] as const;
export type SingleTab = (typeof SINGLE_TAB)[number];

export interface SearchListQuery {
  q?: string;
  page: number;
  pageSize: number;
}

export function parseSearchListQuery(raw: RawQuery, maxPageSize?: number): SearchListQuery {
  return { q: searchText(raw.q), page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize, maxPageSize) };
}

export function searchListQueryToRaw(query: Partial<SearchListQuery>): Record<string, string> {
  return compactQuery({ ...query });
}

export type RestrictedCategoryListAnswer = ListPage<RestrictedCategory, SingleTab>;

/** Old attributes (spec §2 /old-attributes): kept for the products that still carry them. */
export interface OldAttributeQuery extends SearchListQuery {
  type?: AttributeType;
}

export function parseOldAttributeQuery(raw: RawQuery, maxPageSize?: number): OldAttributeQuery {
  const query: OldAttributeQuery = parseSearchListQuery(raw, maxPageSize);
  if (ATTRIBUTE_TYPES.includes(raw.type as AttributeType)) query.type = raw.type as AttributeType;
  return query;
}

export function oldAttributeQueryToRaw(query: Partial<OldAttributeQuery>): Record<string, string> {
  return compactQuery({ ...query });
}

export interface OldAttributeRow extends Attribute {
  /** Categories that still list it. */
  categoryCount: number;
  /** The company's variants that still carry a value of it. */
  variantCount: number;
}

export type OldAttributeListAnswer = ListPage<OldAttributeRow, SingleTab>;

/** The cross page's picker: one marketplace's leaf categories, searched by name, path or id. */
export interface MarketplaceCategoryQuery extends SearchListQuery {
  marketplace: MarketplaceCode;
}

export function parseMarketplaceCategoryQuery(raw: RawQuery, maxPageSize?: number): MarketplaceCategoryQuery | null {
  if (!MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) return null;
  return { ...parseSearchListQuery(raw, maxPageSize), marketplace: raw.marketplace as MarketplaceCode };
}

export function marketplaceCategoryQueryToRaw(query: Partial<MarketplaceCategoryQuery>): Record<string, string> {
  return compactQuery({ ...query });
}
