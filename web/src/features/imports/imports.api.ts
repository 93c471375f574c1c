/** The Excel imports API of the BFF (contract/imports), the screens' recent transactions and the current stock/price list. */
import { API } from '@contract/api/paths';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import { variantQueryToRaw, type VariantListQuery } from '@contract/catalog/variant.query';
import {
  importErrorQueryToRaw, type ImportErrorListAnswer, type ImportErrorQuery, type TemplateCategoryAnswer, type TemplateCategoryQuery,
} from '@contract/imports/import.api';
import { IMPORT_METHODS, type ImportKind, type ImportRowError, type ImportSettingsAnswer, type ImportStartedAnswer, type ImportState } from '@contract/imports/import.types';
import type { ListPage } from '@contract/lists/list-query';
import { pathOf } from '@contract/routes';
import { transactionQueryToRaw, type TransactionListAnswer, type TransactionListQuery } from '@contract/transactions/transaction.query';
import { http } from '@web/lib/http';
import { currentLanguage } from '@web/lib/i18n';

/** How many of a screen's latest imports its panel shows. */
export const RECENT_IMPORTS = 5;
/** A 9 MB workbook on a slow line takes longer than the client's usual 30 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** Staff only (an admin acting as the seller): allow, suspend or ban the company's imports. */
export async function putImportState(state: ImportState): Promise<{ state: ImportState }> {
  return (await http.put<{ state: ImportState }>(`${API.imports}/state`, { state })).data;
}

export async function fetchImportSettings(): Promise<ImportSettingsAnswer> {
  return (await http.get<ImportSettingsAnswer>(`${API.imports}/settings`)).data;
}

/**
 * The workbook travels as the raw body; its name rides in the query, with the interface language the error file's
 * reasons are written in. `onProgress` gets the share sent (0–1).
 */
export async function uploadImport(kind: ImportKind, file: Blob & { name: string }, onProgress?: (sent: number) => void, signal?: AbortSignal): Promise<ImportStartedAnswer> {
  return (await http.post<ImportStartedAnswer>(`${API.imports}/${kind}`, file, {
    params: { name: file.name, lang: currentLanguage() },
    headers: { 'Content-Type': 'application/octet-stream' },
    timeout: UPLOAD_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  })).data;
}

export const recentImportsQuery = (kind: ImportKind): TransactionListQuery => ({ tab: 'all', method: IMPORT_METHODS[kind], page: 1, pageSize: RECENT_IMPORTS });

export async function fetchRecentImports(query: TransactionListQuery): Promise<TransactionListAnswer> {
  return (await http.get<TransactionListAnswer>(API.transactions, { params: transactionQueryToRaw(query) })).data;
}

/** The refused rows, as a list page (the errors answer has no tabs). */
export async function fetchImportErrors(query: ImportErrorQuery): Promise<ListPage<ImportRowError, never>> {
  const answer = (await http.get<ImportErrorListAnswer>(`${API.imports}/errors`, { params: importErrorQueryToRaw(query) })).data;
  return { ...answer, tabCounts: {} };
}

/** The categories a product/variant template can be made for, as a one-page list. */
export async function fetchTemplateCategories(query: TemplateCategoryQuery): Promise<ListPage<TemplateCategoryAnswer['items'][number], never>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const { items } = (await http.get<TemplateCategoryAnswer>(`${API.imports}/template-categories`, { params })).data;
  return { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1), tabCounts: {} };
}

/** The All Products list (its whole-SKU filter included) is the current stock/price list. */
export async function fetchStockPriceVariants(query: VariantListQuery): Promise<VariantListAnswer> {
  return (await http.get<VariantListAnswer>(API.variants, { params: variantQueryToRaw(query) })).data;
}

const transactionPath = (id: string) => `${API.transactions}/${encodeURIComponent(id)}`;

export const importFileUrl = (transactionId: string) => `${transactionPath(transactionId)}/file`;
export const importErrorFileUrl = (transactionId: string) => `${transactionPath(transactionId)}/import-error-file`;
/** The transactions screen opens a transaction's detail from `?transaction=`. */
export const transactionDetailPath = (transactionId: string) => `${pathOf('transactions')}?transaction=${encodeURIComponent(transactionId)}`;

export function templateUrl(kind: Exclude<ImportKind, 'productVariant'>): string;
export function templateUrl(kind: 'productVariant', categoryId: number): string;
export function templateUrl(kind: ImportKind, categoryId?: number): string {
  if (kind === 'productVariant') return `${API.imports}/templates/product-variant/${categoryId ?? ''}`;
  return `${API.imports}/templates/${kind === 'stockPrice' ? 'stock-price' : 'fulfillment-day'}`;
}
