/** The BFF's import answers and queries (API.imports); Mirage answers the same. */
import * as yup from 'yup';
import { compactQuery, parsePage, parsePageSize, type RawQuery } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import { IMPORT_KINDS, IMPORT_STATES, type ImportKind, type ImportRowError } from './import.types';

/** PUT `${API.imports}/state` (staff): allow, suspend or ban the company's imports. */
export const importStateSchema = yup.object({
  state: yup.string().oneOf(IMPORT_STATES, 'validation.required').required('validation.required'),
});

export interface ImportErrorQuery {
  kind: ImportKind;
  /** One import's refused rows; all of the kind's recent imports when absent. */
  transactionId?: string | undefined;
  /** Narrows to rows whose SKU contains this text. */
  sku?: string | undefined;
  page: number;
  pageSize: number;
}

export interface ImportErrorListAnswer {
  items: ImportRowError[];
  total: number;
  page: number;
  pageSize: number;
}

export function parseImportErrorQuery(raw: RawQuery): ImportErrorQuery {
  const kind = IMPORT_KINDS.find((known) => known === raw.kind) ?? 'productVariant';
  const transactionId = raw.transactionId && /^[A-Za-z0-9_-]{1,64}$/.test(raw.transactionId) ? raw.transactionId : undefined;
  const sku = raw.sku?.trim() ? raw.sku.trim().slice(0, 60) : undefined;
  return { kind, transactionId, sku, page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize) };
}

export function importErrorQueryToRaw(query: Partial<ImportErrorQuery>): Record<string, string> {
  return compactQuery({ ...query });
}

/** A seller-panel leaf category a product/variant template can be made for, found by a marketplace's category. */
export interface TemplateCategory {
  categoryId: number;
  name: string;
  path: string;
  marketplace: MarketplaceCode;
  marketplaceCategoryId: string;
  marketplaceCategoryName: string;
  /** Mandatory attributes the template will carry as columns. */
  mandatoryAttributes: string[];
}

export interface TemplateCategoryQuery {
  /** A marketplace category's name (part of it) or its exact ID; at least 3 characters for a name. */
  search?: string | undefined;
  marketplace?: MarketplaceCode | undefined;
}

export interface TemplateCategoryAnswer {
  items: TemplateCategory[];
}
