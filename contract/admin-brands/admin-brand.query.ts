/**
 * Brands across companies (/admin/brand-tools): every company's brands, and the duplicates tab. Two brands are duplicates when their names fold to the same key: case, accents and the Turkish
 * letters (İ ı Ş ş Ğ ğ Ç ç Ö ö Ü ü) set aside by the one folding (contract/text-search.ts), and anything but letters
 * and digits dropped (`Tepsi & Co`, `TEPSİ-CO` and `tepsi co` are one brand).
 */
import type { BrandCrossing } from '../catalog/taxonomy.types';
import type { CatalogStatus } from '../catalog/catalog.types';
import { searchText } from '../catalog/category.query';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type ListPage, type RawQuery, type Sort } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import { foldText } from '../text-search';

export const ADMIN_BRAND_TABS = ['all', 'duplicates'] as const;
export type AdminBrandTab = (typeof ADMIN_BRAND_TABS)[number];

export const ADMIN_BRAND_SORT_FIELDS = ['name', 'id'] as const;
export type AdminBrandSortField = (typeof ADMIN_BRAND_SORT_FIELDS)[number];
export const DEFAULT_ADMIN_BRAND_SORT: Sort<AdminBrandSortField> = { field: 'name', direction: 'asc' };

export interface AdminBrandRow {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  remoteId: string | null;
  status: CatalogStatus;
  /** The folded name duplicates share. */
  duplicateKey: string;
  /** Other brands of the same company with the same key: what a merge into this brand takes in. */
  sameCompanyDuplicates: number;
  /** Brands of other companies with the same key (listed, never merged: a product carries only its own company's brands). */
  otherCompanyDuplicates: number;
  crossings: BrandCrossing[];
}

export interface AdminBrandFilters {
  companyId?: number;
  /** Part of the name (folded), or the id. */
  q?: string;
}
export const ADMIN_BRAND_FILTER_KEYS = ['companyId', 'q'] as const;

export interface AdminBrandListQuery extends AdminBrandFilters {
  tab: AdminBrandTab;
  page: number;
  pageSize: number;
  sort: Sort<AdminBrandSortField>;
}

export type AdminBrandListAnswer = ListPage<AdminBrandRow, AdminBrandTab>;

export function duplicateKey(name: string): string {
  return foldText(name).replace(/[^\p{L}\p{N}]/gu, '');
}

export function parseAdminBrandFilters(raw: RawQuery): AdminBrandFilters {
  const companyId = wholeId(raw.companyId);
  const q = searchText(raw.q);
  return { ...(companyId === null ? {} : { companyId }), ...(q ? { q } : {}) };
}

export function parseAdminBrandQuery(raw: RawQuery, maxPageSize?: number): AdminBrandListQuery {
  return {
    ...parseAdminBrandFilters(raw),
    tab: parseTab(raw.tab, ADMIN_BRAND_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, ADMIN_BRAND_SORT_FIELDS, DEFAULT_ADMIN_BRAND_SORT),
  };
}

export function adminBrandQueryToRaw(query: Partial<AdminBrandListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}
