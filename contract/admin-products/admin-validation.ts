/**
 * Admin Product Validation (/admin/product-validation): the products whose marketplace validation failed, one row per
 * product and marketplace with the marketplace's reasons, across companies; re-validating sends them to the
 * marketplace again. Also which companies see the seller's Product Validation screen (spec §6), a setting the
 * marketplace service keeps instead of a list in code.
 */
import * as yup from 'yup';
import type { MarketplaceCode } from '../downstream/marketplace';
import { compactQuery, parsePage, parsePageSize, type ListPage, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import { MARKETPLACE_CODES } from '../orders/order.query';

/** One product failing on one marketplace. */
export interface AdminValidationRow {
  companyId: number;
  companyName: string;
  productId: number;
  productName: string;
  marketplace: MarketplaceCode;
  /** The SKUs of the product's variants that failed there. */
  skus: string[];
  /** The marketplace's own messages, each once. */
  reasons: string[];
  /** When the marketplace last answered for these variants. */
  failedAt: string | null;
}

export type AdminValidationAnswer = ListPage<AdminValidationRow, never>;

export interface AdminValidationQuery {
  companyId?: number;
  marketplace?: MarketplaceCode;
  page: number;
  pageSize: number;
}

export const ADMIN_VALIDATION_FILTER_KEYS = ['companyId', 'marketplace'] as const;

export function parseAdminValidationFilters(raw: RawQuery): Pick<AdminValidationQuery, 'companyId' | 'marketplace'> {
  const companyId = raw.companyId === undefined ? null : wholeId(raw.companyId);
  const marketplace = MARKETPLACE_CODES.find((code) => code === raw.marketplace);
  return { ...(companyId === null ? {} : { companyId }), ...(marketplace ? { marketplace } : {}) };
}

export function parseAdminValidationQuery(raw: RawQuery, maxPageSize?: number): AdminValidationQuery {
  return { ...parseAdminValidationFilters(raw), page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize, maxPageSize) };
}

export const adminValidationQueryToRaw = (query: Partial<AdminValidationQuery>): Record<string, string> => compactQuery({ ...query });

/** A row's key, as a selection and the re-validate body name it. */
export const validationRowKey = (row: Pick<AdminValidationRow, 'companyId' | 'productId' | 'marketplace'>): string =>
  `${row.companyId}:${row.productId}:${row.marketplace}`;

/** At most this many rows are sent again at once (one page of the widest size). */
export const REVALIDATE_MAX = 100;

const revalidateItem = yup.object({
  companyId: yup.number().integer().positive().required('validation.required'),
  productId: yup.number().integer().positive().required('validation.required'),
  marketplace: yup.string().oneOf(MARKETPLACE_CODES, 'validation.required').required('validation.required'),
});

export const revalidateSchema = yup.object({
  items: yup
    .array(revalidateItem)
    .min(1, 'adminProductValidation.noneSelected')
    .max(REVALIDATE_MAX, 'adminProductValidation.tooMany')
    .required('adminProductValidation.noneSelected'),
});
export type RevalidateBody = yup.InferType<typeof revalidateSchema>;

/** What a re-validation did: sent again, or no longer failing (already fixed or sent by someone else). */
export interface RevalidateAnswer {
  revalidated: number;
  skipped: number;
}

/** A company that sees the seller's Product Validation screen. */
export interface ValidationCompany {
  companyId: number;
  companyName: string;
}

export interface ValidationCompaniesAnswer {
  items: ValidationCompany[];
}

/** Whether a company sees the seller's Product Validation (the marketplace service's setting, read at sign-in and GET me). */
export interface ValidationAccessAnswer {
  enabled: boolean;
}

/** A row key back to what the re-validate body names; null for a key not of that shape. */
export function parseValidationRowKey(key: string): RevalidateBody['items'][number] | null {
  const [companyId, productId, marketplace] = key.split(':');
  const company = wholeId(companyId);
  const product = wholeId(productId);
  const code = MARKETPLACE_CODES.find((candidate) => candidate === marketplace);
  return company !== null && product !== null && code ? { companyId: company, productId: product, marketplace: code } : null;
}

/** The add-a-company form: the company's id (the directory answers 404 for one it does not know). */
export const validationCompanySchema = yup.object({
  companyId: yup
    .number()
    .typeError('validation.wholeNumber')
    .integer('validation.wholeNumber')
    .positive('validation.wholeNumber')
    .required('validation.required'),
});
