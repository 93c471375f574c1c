/**
 * The smaller taxonomy lists: restricted categories, old attributes, and one marketplace's categories (the cross
 * page's picker). Each is a search and pages; the lists have one tab, `all`.
 */
import type { QueryCodec } from '../api/route-def';
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

/** The picker's query as a route reads it: a missing or unknown marketplace is null, which `problems` refuses (a 400). */
export interface MarketplaceCategoryRouteQuery extends Omit<MarketplaceCategoryQuery, 'marketplace'> {
  marketplace: MarketplaceCode | null;
}

/** The lists' query codecs, for the BFF's routes and the service's alike; they differ only in the largest page. */
export function taxonomyListQueries(maxPageSize: number) {
  const marketplaceCategories: QueryCodec<MarketplaceCategoryRouteQuery> = {
    parse: (raw) => parseMarketplaceCategoryQuery(raw, maxPageSize) ?? { ...parseSearchListQuery(raw, maxPageSize), marketplace: null },
    problems: (query) => (query.marketplace === null ? { marketplace: 'validation.fillOutField' } : null),
    toRaw: ({ marketplace, ...rest }) => marketplaceCategoryQueryToRaw({ ...rest, ...(marketplace ? { marketplace } : {}) }),
  };
  const restricted: QueryCodec<SearchListQuery> = { parse: (raw) => parseSearchListQuery(raw, maxPageSize), toRaw: searchListQueryToRaw };
  const oldAttributes: QueryCodec<OldAttributeQuery> = { parse: (raw) => parseOldAttributeQuery(raw, maxPageSize), toRaw: oldAttributeQueryToRaw };
  return { marketplaceCategories, restricted, oldAttributes };
}
