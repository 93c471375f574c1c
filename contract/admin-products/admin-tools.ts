/**
 * Admin Product Tools (/admin/product-tools): any variant across companies found by product or variant id, SKU,
 * barcode or name; enabled or disabled, locked or unlocked on a marketplace with a reason (spec §4 lock state, §9
 * "lock update"), and its price blocked (spec §9 "price blocks": the seller's price changes are refused while it holds).
 */
import * as yup from 'yup';
import { CATALOG_STATUSES, type CatalogStatus, type VariantLock } from '../catalog/catalog.types';
import { SEARCH_MIN_CHARS } from '../constants';
import type { MarketplaceCode } from '../downstream/marketplace';
import { compactQuery, parsePage, parsePageSize, type ListPage, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import { MARKETPLACE_CODES } from '../orders/order.query';

export interface PriceBlock {
  reason: string;
  blockedAt: string;
}

/** One variant found, with the company it belongs to. */
export interface ProductToolRow {
  companyId: number;
  companyName: string;
  productId: number;
  productName: string;
  variantId: number;
  variantName: string;
  sku: string;
  barcode: string;
  price: number;
  currency: string;
  status: CatalogStatus;
  /** Per marketplace the variant is on: the lock a screen shows (variant-locks.ts), or null. */
  locks: { marketplace: MarketplaceCode; lock: VariantLock | null }[];
  priceBlock: PriceBlock | null;
}

export type ProductToolsAnswer = ListPage<ProductToolRow, never>;

export interface ProductToolsQuery {
  q?: string;
  companyId?: number;
  page: number;
  pageSize: number;
}

export const PRODUCT_TOOLS_FILTER_KEYS = ['q', 'companyId'] as const;

export function parseProductToolsFilters(raw: RawQuery): Pick<ProductToolsQuery, 'q' | 'companyId'> {
  const q = raw.q?.trim().slice(0, 100);
  const companyId = raw.companyId === undefined ? null : wholeId(raw.companyId);
  return { ...(q ? { q } : {}), ...(companyId === null ? {} : { companyId }) };
}

export function parseProductToolsQuery(raw: RawQuery, maxPageSize?: number): ProductToolsQuery {
  return { ...parseProductToolsFilters(raw), page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize, maxPageSize) };
}

export const productToolsQueryToRaw = (query: Partial<ProductToolsQuery>): Record<string, string> => compactQuery({ ...query });

/** A search is an id (digits) or at least SEARCH_MIN_CHARS of a SKU, barcode or name (spec §9). */
export function productToolsProblems(query: Pick<ProductToolsQuery, 'q'>): Record<string, string> | null {
  const q = query.q ?? '';
  return q !== '' && !/^\d+$/.test(q) && q.length < SEARCH_MIN_CHARS ? { q: 'adminProductTools.searchTooShort' } : null;
}

/** Nothing is listed until something is searched for or a company chosen. */
export const searchesNothing = (query: Pick<ProductToolsQuery, 'q' | 'companyId'>): boolean => !query.q && query.companyId === undefined;

/** The longest reason a tool's dialog (and its file) takes. */
export const TOOL_REASON_MAX = 200;
const reason = yup.string().trim().required('adminProductTools.reasonRequired').max(TOOL_REASON_MAX, 'adminProductTools.reasonTooLong');
const marketplace = yup.string().oneOf(MARKETPLACE_CODES, 'validation.required').required('validation.required');

export const variantStatusSchema = yup.object({ status: yup.string().oneOf(CATALOG_STATUSES, 'validation.required').required('validation.required') });
export type VariantStatusBody = yup.InferType<typeof variantStatusSchema>;

/** A whole product (every variant) enabled or disabled, with the reason its catalogue log keeps (spec §9 product enable/disable). */
export const productStatusSchema = variantStatusSchema.shape({ reason });
export type ProductStatusBody = yup.InferType<typeof productStatusSchema>;

/** What a product's enable or disable answers: its status and how many variants it has, all now in that status. */
export interface ProductStatusAnswer {
  companyId: number;
  productId: number;
  status: CatalogStatus;
  variants: number;
}

export const lockSchema = yup.object({ marketplace, reason });
export type LockBody = yup.InferType<typeof lockSchema>;

export const unlockSchema = yup.object({ marketplace });
export type UnlockBody = yup.InferType<typeof unlockSchema>;

export const priceBlockSchema = yup.object({ reason });
export type PriceBlockBody = yup.InferType<typeof priceBlockSchema>;

/** Whether `row` is locked on `code` now. */
export const isLockedOn = (row: Pick<ProductToolRow, 'locks'>, code: MarketplaceCode): boolean =>
  row.locks.some((entry) => entry.marketplace === code && entry.lock?.state === 'locked');
