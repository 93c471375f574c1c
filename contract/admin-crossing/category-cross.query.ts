/**
 * The staff list of Category Cross (/admin/category-cross): one row per leaf of the shared tree and marketplace, its
 * crossing state as a tab (crossed, uncrossed since, never crossed), filters by marketplace, sync mode, search and
 * company (whose products the rows count and whose categories alone are listed), pages and sort.
 */
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type ListPage, type RawQuery, type Sort } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { searchText } from '../catalog/category.query';
import type { CategoryCrossSummary } from '../catalog/crossing.api';
import { CROSS_SYNC_MODES, type CrossSyncMode, type SellerCategory } from '../catalog/taxonomy.types';

/** `never`: no crossing to that marketplace was ever made. */
export const ADMIN_CROSS_TABS = ['all', 'crossed', 'uncrossed', 'never'] as const;
export type AdminCrossTab = (typeof ADMIN_CROSS_TABS)[number];
export type AdminCrossState = Exclude<AdminCrossTab, 'all'>;

export const ADMIN_CROSS_SORT_FIELDS = ['categoryId', 'date', 'products'] as const;
export type AdminCrossSortField = (typeof ADMIN_CROSS_SORT_FIELDS)[number];
export const DEFAULT_ADMIN_CROSS_SORT: Sort<AdminCrossSortField> = { field: 'categoryId', direction: 'asc' };

export interface AdminCrossFilters {
  /** Part of the category's path (either language), or its id. */
  q?: string;
  marketplace?: MarketplaceCode;
  sync?: CrossSyncMode;
  /** Only the categories this company's live products use, with their product counts. */
  companyId?: number;
}
export const ADMIN_CROSS_FILTER_KEYS = ['q', 'marketplace', 'sync', 'companyId'] as const;

export interface AdminCrossQuery extends AdminCrossFilters {
  tab: AdminCrossTab;
  page: number;
  pageSize: number;
  sort: Sort<AdminCrossSortField>;
}

/** One leaf on one marketplace: the category's crossing there in short (as Category Detail shows it). */
export interface AdminCategoryCrossRow extends CategoryCrossSummary {
  categoryId: number;
  path: SellerCategory['path'];
  categoryStatus: SellerCategory['status'];
  /** The filtered company's live products on the category; null without a company filter. */
  products: number | null;
}

export type AdminCategoryCrossListAnswer = ListPage<AdminCategoryCrossRow, AdminCrossTab>;

export const crossStateOf = (row: Pick<CategoryCrossSummary, 'status'>): AdminCrossState => row.status ?? 'never';
export const adminCrossRowKey = (row: Pick<AdminCategoryCrossRow, 'categoryId' | 'marketplace'>) => `${row.categoryId}-${row.marketplace}`;

export function parseAdminCrossFilters(raw: RawQuery): AdminCrossFilters {
  const filters: AdminCrossFilters = {};
  const q = searchText(raw.q);
  if (q) filters.q = q;
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  if (CROSS_SYNC_MODES.includes(raw.sync as CrossSyncMode)) filters.sync = raw.sync as CrossSyncMode;
  const companyId = wholeId(raw.companyId);
  if (companyId !== null) filters.companyId = companyId;
  return filters;
}

export function parseAdminCrossQuery(raw: RawQuery, maxPageSize?: number): AdminCrossQuery {
  const filters = parseAdminCrossFilters(raw);
  const sort = parseSort(raw.sort, ADMIN_CROSS_SORT_FIELDS, DEFAULT_ADMIN_CROSS_SORT);
  return {
    ...filters,
    tab: parseTab(raw.tab, ADMIN_CROSS_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    // Product counts exist only for a company.
    sort: sort.field === 'products' && filters.companyId === undefined ? DEFAULT_ADMIN_CROSS_SORT : sort,
  };
}

export function adminCrossQueryToRaw(query: Partial<AdminCrossQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** A row key (`104-trendyol`) read back from the URL, or null. */
export function parseAdminCrossRowKey(value: string | null | undefined): { categoryId: number; marketplace: MarketplaceCode } | null {
  const match = /^(\d{1,9})-([a-z-]+)$/.exec(value ?? '');
  const categoryId = wholeId(match?.[1]);
  const marketplace = MARKETPLACE_CODES.find((code) => code === match?.[2]);
  return categoryId !== null && marketplace ? { categoryId, marketplace } : null;
}
