/** The Deleted Products list (spec §2): its query, rows and the one matcher the sandbox uses. */
import { type ListPage, listQueryToRaw, parsePage, parsePageSize, parseSort, type RawQuery, type Sort } from '../lists/list-query';
import { textMatches } from '../text-search';
import { parseIdList } from './catalog.rules';
import type { Product, Variant } from './catalog.types';
import type { LocalizedName } from '../localized-name';

export const DELETED_PRODUCT_SORT_FIELDS = ['deletedAt', 'name', 'id'] as const;
export type DeletedProductSortField = (typeof DELETED_PRODUCT_SORT_FIELDS)[number];
export const DEFAULT_DELETED_PRODUCT_SORT: Sort<DeletedProductSortField> = { field: 'deletedAt', direction: 'desc' };

export interface DeletedProductFilters {
  /** Part of the name, the SPU or one of the SKUs (folded: case, accents and Turkish i's aside). */
  q?: string;
  /** Spec §5: product ids separated by commas. */
  productIds?: string;
}
export const DELETED_PRODUCT_FILTER_KEYS = ['q', 'productIds'] as const;

export interface DeletedProductListQuery extends DeletedProductFilters {
  page: number;
  pageSize: number;
  sort: Sort<DeletedProductSortField>;
}

export interface DeletedProductRow {
  id: number;
  name: string;
  spu: string;
  categoryName: LocalizedName;
  brandName: string;
  variantCount: number;
  /** The SKUs the product had. */
  skus: string[];
  deletedAt: string;
}

/** The list has no tabs. */
export type DeletedProductListAnswer = ListPage<DeletedProductRow, never>;

const text = (value: string | undefined) => value?.trim().slice(0, 200) || undefined;

export function parseDeletedProductQuery(raw: RawQuery, maxPageSize?: number): DeletedProductListQuery {
  return {
    q: text(raw.q),
    productIds: text(raw.productIds),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, DELETED_PRODUCT_SORT_FIELDS, DEFAULT_DELETED_PRODUCT_SORT),
  };
}

export function deletedProductQueryToRaw(query: Partial<DeletedProductListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

export function deletedProductFilterProblems(filters: DeletedProductFilters): Record<string, string> | null {
  return parseIdList(filters.productIds) === null ? { productIds: 'validation.productIdList' } : null;
}

export function toDeletedProductRow(product: Product, variants: readonly Variant[]): DeletedProductRow {
  return {
    id: product.id,
    name: product.name,
    spu: product.spu,
    categoryName: product.categoryName,
    brandName: product.brandName,
    variantCount: variants.length,
    skus: variants.map((variant) => variant.sku),
    deletedAt: product.deletedAt ?? '',
  };
}

/** Whether a deleted product passes the filters (call deletedProductFilterProblems first). */
export function deletedProductMatches(row: DeletedProductRow, filters: DeletedProductFilters): boolean {
  const ids = parseIdList(filters.productIds) ?? [];
  if (ids.length > 0 && !ids.includes(row.id)) return false;
  return !filters.q || textMatches(filters.q, row.name, row.spu, ...row.skus);
}

export const deletedProductSortValue: Record<DeletedProductSortField, (row: DeletedProductRow) => string | number> = {
  deletedAt: (row) => row.deletedAt,
  name: (row) => row.name.toLowerCase(),
  id: (row) => row.id,
};
