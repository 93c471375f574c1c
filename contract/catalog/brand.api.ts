/**
 * Brands (spec §2 Brands list, Add Brand, Edit Brand; §3 Brand): the list query, the form's body and the answers.
 * Brands belong to one company; crossings map a brand to each marketplace's own brand.
 */
import * as yup from 'yup';
import { type ListPage, listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { CATALOG_STATUSES } from './catalog.types';
import { textMatches } from '../text-search';
import { searchText } from './category.query';
import type { Brand } from './taxonomy.types';

export const BRAND_TABS = ['all', 'active', 'inactive'] as const;
export type BrandTab = (typeof BRAND_TABS)[number];

export const BRAND_SORT_FIELDS = ['id', 'name'] as const;
export type BrandSortField = (typeof BRAND_SORT_FIELDS)[number];
export const DEFAULT_BRAND_SORT: Sort<BrandSortField> = { field: 'name', direction: 'asc' };

export interface BrandFilters {
  /** Part of the name, or the remote ID, or the id. */
  q?: string;
  /** Brands crossed to this marketplace now. */
  marketplace?: MarketplaceCode;
}
export const BRAND_FILTER_KEYS = ['q', 'marketplace'] as const;

export interface BrandListQuery extends BrandFilters {
  tab: BrandTab;
  page: number;
  pageSize: number;
  sort: Sort<BrandSortField>;
}

export type BrandListAnswer = ListPage<Brand, BrandTab>;

export interface BrandAnswer {
  brand: Brand;
}

export function parseBrandFilters(raw: RawQuery): BrandFilters {
  const filters: BrandFilters = { q: searchText(raw.q) };
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  return filters;
}

export function parseBrandQuery(raw: RawQuery, maxPageSize?: number): BrandListQuery {
  return {
    ...parseBrandFilters(raw),
    tab: parseTab(raw.tab, BRAND_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, BRAND_SORT_FIELDS, DEFAULT_BRAND_SORT),
  };
}

export function brandQueryToRaw(query: Partial<BrandListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

export function brandMatches(brand: Brand, filters: BrandFilters): boolean {
  if (filters.q && !(String(brand.id) === filters.q.trim() || textMatches(filters.q, brand.name, brand.remoteId))) return false;
  if (filters.marketplace && !brand.crossings.some((crossing) => crossing.marketplace === filters.marketplace && crossing.status === 'crossed')) return false;
  return true;
}

const BRAND_NAME_MAX = 100;

/** One marketplace's brand for a brand (a row of Add/Edit Brand's crossings; the admin's brand tools cross with it too). */
export const brandCrossingSchema = yup.object({
  marketplace: yup.string().oneOf(MARKETPLACE_CODES, 'validation.fillOutField').required('validation.fillOutField'),
  remoteBrandId: yup.string().trim().required('validation.fillOutField').max(60, 'validation.textTooLong'),
  remoteBrandName: yup.string().trim().required('validation.fillOutField').max(BRAND_NAME_MAX, 'validation.textTooLong'),
});

/**
 * Add and Edit Brand. `crossings` lists the marketplaces the brand is crossed to; one left out that was crossed
 * becomes uncrossed (kept, with its date).
 */
export const brandSchema = yup.object({
  name: yup.string().trim().required('validation.fillOutField').max(BRAND_NAME_MAX, 'validation.textTooLong'),
  remoteId: yup.string().trim().max(60, 'validation.textTooLong').nullable().default(null),
  status: yup.string().oneOf(CATALOG_STATUSES, 'validation.fillOutField').required('validation.fillOutField'),
  imageUrl: yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .max(500, 'validation.textTooLong')
    .matches(/^https:\/\/[^\s]+$/i, { message: 'validation.imageUrl', excludeEmptyString: true }),
  crossings: yup
    .array(brandCrossingSchema)
    .default([])
    .max(MARKETPLACE_CODES.length, 'validation.marketplaceTwice')
    .test('one-per-marketplace', 'validation.marketplaceTwice', (rows) => {
      const codes = (rows ?? []).map((row) => row.marketplace);
      return new Set(codes).size === codes.length;
    }),
});
export type BrandBody = yup.InferType<typeof brandSchema>;

/** Empty optional texts travel as null. */
export function cleanBrandBody(body: BrandBody): BrandBody {
  return { ...body, remoteId: body.remoteId?.trim() || null, imageUrl: body.imageUrl?.trim() || null };
}
