/**
 * Marketplace products across companies (/admin/mp-products/): the seller screen's rows, tabs, filters and sort
 * (mp-product.query.ts), with the company on each row and a company filter. Rows run company by company (ids
 * ascending), then by the chosen sort within each company. Across every company the list asks for a search first
 * (`needsSearch`): paging through every company's rows helps no one, and each company's statuses are read per call.
 */
import { compactQuery, listQueryToRaw, type ListPage, type RawQuery } from '../lists/list-query';
import { SEARCH_MIN_CHARS } from '../constants';
import { wholeId } from '../lists/whole-id';
import {
  MP_PRODUCT_FILTER_KEYS,
  mpProductFilterProblems,
  parseMpProductFilters,
  parseMpProductQuery,
  type MpProductFilters,
  type MpProductListQuery,
  type MpProductRow,
  type MpProductTab,
} from '../catalog/mp-product.query';

export interface AdminMpProductRow extends MpProductRow {
  companyId: number;
  companyName: string;
}

export interface AdminMpProductFilters extends MpProductFilters {
  companyId?: number;
}
export const ADMIN_MP_PRODUCT_FILTER_KEYS = ['companyId', ...MP_PRODUCT_FILTER_KEYS] as const;

export interface AdminMpProductListQuery extends MpProductListQuery {
  companyId?: number;
}

export type AdminMpProductListAnswer = ListPage<AdminMpProductRow, MpProductTab>;

export const adminMpProductRowKey = (row: Pick<AdminMpProductRow, 'companyId' | 'variantId' | 'marketplace'>) =>
  `${row.companyId}-${row.variantId}-${row.marketplace}`;

const companyOf = (raw: RawQuery): Pick<AdminMpProductFilters, 'companyId'> => {
  const companyId = wholeId(raw.companyId);
  return companyId === null ? {} : { companyId };
};

export function parseAdminMpProductFilters(raw: RawQuery): AdminMpProductFilters {
  return { ...parseMpProductFilters(raw), ...companyOf(raw) };
}

export function parseAdminMpProductQuery(raw: RawQuery, maxPageSize?: number): AdminMpProductListQuery {
  return { ...parseMpProductQuery(raw, maxPageSize), ...companyOf(raw) };
}

export function adminMpProductQueryToRaw(query: Partial<AdminMpProductListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** Without a company, a search: product ids, or at least SEARCH_MIN_CHARS of a SKU (spec §9); else nothing is listed. */
export function needsSearch(filters: AdminMpProductFilters): boolean {
  return filters.companyId === undefined && !filters.productId && (filters.sku?.length ?? 0) < SEARCH_MIN_CHARS;
}

export const adminMpProductFilterProblems = (filters: AdminMpProductFilters): Record<string, string> | null => mpProductFilterProblems(filters);

/** The search the seller's own screen takes (its tab and filters), so an opened company shows what the admin was looking at. */
export function sellerSearchOf(query: AdminMpProductListQuery): Record<string, string> {
  const { tab, marketplace, sku, productId } = query;
  return compactQuery({ tab: tab === 'all' ? undefined : tab, marketplace, sku, productId });
}
