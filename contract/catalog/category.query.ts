/**
 * The categories list query (/categories): status tab, a search by name or remote ID, a crossing filter per
 * marketplace, pages and sort. The SPA keeps it in the URL, the BFF validates it, the sandbox answers it.
 */
import { type ListPage, listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { textMatches } from '../text-search';
import type { CrossStatus, SellerCategory } from './taxonomy.types';

export const CATEGORY_TABS = ['all', 'active', 'inactive'] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

export const CATEGORY_SORT_FIELDS = ['id', 'name', 'createdAt'] as const;
export type CategorySortField = (typeof CATEGORY_SORT_FIELDS)[number];
export const DEFAULT_CATEGORY_SORT: Sort<CategorySortField> = { field: 'id', direction: 'asc' };

/** With a marketplace: crossed to it now, crossed once and uncrossed since, or never crossed. */
export const CATEGORY_CROSS_FILTERS = ['crossed', 'uncrossed', 'never'] as const;
export type CategoryCrossFilter = (typeof CATEGORY_CROSS_FILTERS)[number];

export const CATEGORY_LEAF_FILTERS = ['leaf', 'parent'] as const;
export type CategoryLeafFilter = (typeof CATEGORY_LEAF_FILTERS)[number];

export interface CategoryFilters {
  /** Part of the name (either language) or of the path, or the remote ID or id. */
  q?: string;
  marketplace?: MarketplaceCode;
  cross?: CategoryCrossFilter;
  leaf?: CategoryLeafFilter;
}
export const CATEGORY_FILTER_KEYS = ['q', 'marketplace', 'cross', 'leaf'] as const;

export interface CategoryListQuery extends CategoryFilters {
  tab: CategoryTab;
  page: number;
  pageSize: number;
  sort: Sort<CategorySortField>;
}

/** One row of the categories list: the category without its attributes and crossing details. */
export interface CategoryRow extends Pick<SellerCategory, 'id' | 'name' | 'path' | 'status' | 'isLeaf' | 'parentId' | 'parentName' | 'remoteId' | 'createdAt'> {
  attributeCount: number;
  crossings: { marketplace: MarketplaceCode; status: CrossStatus }[];
}

export type CategoryListAnswer = ListPage<CategoryRow, CategoryTab>;

export const searchText = (value: string | undefined, max = 100) => value?.trim().slice(0, max) || undefined;

export function parseCategoryFilters(raw: RawQuery): CategoryFilters {
  const filters: CategoryFilters = { q: searchText(raw.q) };
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  if (filters.marketplace && CATEGORY_CROSS_FILTERS.includes(raw.cross as CategoryCrossFilter)) filters.cross = raw.cross as CategoryCrossFilter;
  if (CATEGORY_LEAF_FILTERS.includes(raw.leaf as CategoryLeafFilter)) filters.leaf = raw.leaf as CategoryLeafFilter;
  return filters;
}

export function parseCategoryQuery(raw: RawQuery, maxPageSize?: number): CategoryListQuery {
  return {
    ...parseCategoryFilters(raw),
    tab: parseTab(raw.tab, CATEGORY_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, CATEGORY_SORT_FIELDS, DEFAULT_CATEGORY_SORT),
  };
}

export function categoryQueryToRaw(query: Partial<CategoryListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

type Matchable = Pick<SellerCategory, 'id' | 'name' | 'path' | 'remoteId' | 'isLeaf' | 'crossings'>;

/** Whether a category passes the filters (the status tab is applied separately). */
export function categoryMatches(category: Matchable, filters: CategoryFilters): boolean {
  if (filters.q && !(String(category.id) === filters.q.trim() || textMatches(filters.q, category.name, category.path.tr, category.path.en, category.remoteId)))
    return false;
  if (filters.leaf && (filters.leaf === 'leaf') !== category.isLeaf) return false;
  if (filters.marketplace && filters.cross) {
    const crossing = category.crossings.find((candidate) => candidate.marketplace === filters.marketplace);
    const state: CategoryCrossFilter = crossing ? crossing.status : 'never';
    if (state !== filters.cross) return false;
  }
  return true;
}

export function categoryTabOf(category: Pick<SellerCategory, 'status'>): Exclude<CategoryTab, 'all'> {
  return category.status;
}
