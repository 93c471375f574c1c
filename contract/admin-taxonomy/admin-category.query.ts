/**
 * The staff categories list query (/admin/categories/categories): the seller categories list's query (tab, search,
 * crossing, leaf, pages, sort) and the company whose category blocks the rows show (`companyId`, optional).
 */
import { listQueryToRaw, type ListPage, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import {
  CATEGORY_FILTER_KEYS,
  parseCategoryFilters,
  parseCategoryQuery,
  type CategoryFilters,
  type CategoryListQuery,
  type CategoryRow,
  type CategoryTab,
} from '../catalog/category.query';

export interface AdminCategoryFilters extends CategoryFilters {
  companyId?: number;
}

export interface AdminCategoryListQuery extends CategoryListQuery {
  companyId?: number;
}

export const ADMIN_CATEGORY_FILTER_KEYS = [...CATEGORY_FILTER_KEYS, 'companyId'] as const;

const companyOf = (raw: RawQuery): { companyId?: number } => {
  const companyId = wholeId(raw.companyId);
  return companyId === null ? {} : { companyId };
};

export function parseAdminCategoryFilters(raw: RawQuery): AdminCategoryFilters {
  return { ...parseCategoryFilters(raw), ...companyOf(raw) };
}

export function parseAdminCategoryQuery(raw: RawQuery, maxPageSize?: number): AdminCategoryListQuery {
  return { ...parseCategoryQuery(raw, maxPageSize), ...companyOf(raw) };
}

export function adminCategoryQueryToRaw(query: Partial<AdminCategoryListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** A row of the staff list: whether the chosen company is blocked from the category (null while no company is chosen). */
export interface AdminCategoryRow extends CategoryRow {
  blocked: boolean | null;
}

export type AdminCategoryListAnswer = ListPage<AdminCategoryRow, CategoryTab>;
