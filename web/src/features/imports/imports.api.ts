/** The Excel imports API of the BFF (contract/imports/import.routes.ts), the screens' recent transactions and the current stock/price list. */
import { API } from '@contract/api/paths';
import { fillPath, type AnswerOf, type ParamsOf } from '@contract/api/route-def';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import { variantQueryToRaw, type VariantListQuery } from '@contract/catalog/variant.query';
import type { ImportErrorQuery, TemplateCategoryAnswer, TemplateCategoryQuery } from '@contract/imports/import.api';
import { IMPORT_ROUTES, importUploadQuery } from '@contract/imports/import.routes';
import { IMPORT_METHODS, type ImportKind, type ImportRowError, type ImportState } from '@contract/imports/import.types';
import type { ReasonLanguage } from '@contract/imports/reason-text';
import type { ListPage } from '@contract/lists/list-query';
import { pathOf } from '@contract/routes';
import type { TransactionListQuery } from '@contract/transactions/transaction.query';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { apiCall, urlOf } from '@web/lib/api-call';
import { http } from '@web/lib/http';
import { currentLanguage } from '@web/lib/i18n';

/** How many of a screen's latest imports its panel shows. */
export const RECENT_IMPORTS = 5;
/** A 9 MB workbook on a slow line takes longer than the client's usual 30 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** Staff only (an admin acting as the seller): allow, suspend or ban the company's imports. */
export const putImportState = (state: ImportState) => apiCall(IMPORT_ROUTES.state, { body: { state } });

export const fetchImportSettings = () => apiCall(IMPORT_ROUTES.settings);

/**
 * The workbook travels as the raw body; its name rides in the query, with the interface language the error file's
 * reasons are written in. `onProgress` gets the share sent (0–1). apiCall takes no progress, timeout or abort, so this
 * call goes through the client itself, with the route's path and query codec.
 */
export async function uploadImport(kind: ImportKind, file: Blob & { name: string }, onProgress?: (sent: number) => void, signal?: AbortSignal) {
  const { upload } = IMPORT_ROUTES;
  const params: ParamsOf<typeof upload> = { kind };
  return (
    await http.request<AnswerOf<typeof upload>>({
      method: upload.method,
      url: fillPath(upload.path, params),
      data: file,
      params: importUploadQuery.toRaw({ name: file.name, lang: currentLanguage() }),
      headers: { 'Content-Type': 'application/octet-stream' },
      timeout: UPLOAD_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    })
  ).data;
}

export const recentImportsQuery = (kind: ImportKind): TransactionListQuery => ({ tab: 'all', method: IMPORT_METHODS[kind], page: 1, pageSize: RECENT_IMPORTS });

export const fetchRecentImports = (query: TransactionListQuery) => apiCall(TRANSACTION_ROUTES.list, { query });

/** The refused rows, as a list page (the errors answer has no tabs). */
export async function fetchImportErrors(query: ImportErrorQuery): Promise<ListPage<ImportRowError, never>> {
  const answer = await apiCall(IMPORT_ROUTES.errors, { query });
  return { ...answer, tabCounts: {} };
}

/** The categories a product/variant template can be made for, as a one-page list. */
export async function fetchTemplateCategories(query: TemplateCategoryQuery): Promise<ListPage<TemplateCategoryAnswer['items'][number], never>> {
  const { items } = await apiCall(IMPORT_ROUTES.templateCategories, { query });
  return { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1), tabCounts: {} };
}

/** The All Products list (its whole-SKU filter included) is the current stock/price list. */
export async function fetchStockPriceVariants(query: VariantListQuery): Promise<VariantListAnswer> {
  return (await http.get<VariantListAnswer>(API.variants, { params: variantQueryToRaw(query) })).data;
}

export const importFileUrl = (transactionId: string) => urlOf(TRANSACTION_ROUTES.file, { params: { id: transactionId } });
/** An import's error file in a language (each import keeps both). */
export const importErrorFileUrl = (transactionId: string, language: ReasonLanguage) =>
  urlOf(TRANSACTION_ROUTES.importErrorFile, { params: { id: transactionId }, query: { lang: language } });
/** The transactions screen opens a transaction's detail from `?transaction=`. */
export const transactionDetailPath = (transactionId: string) => `${pathOf('transactions')}?transaction=${encodeURIComponent(transactionId)}`;

export function templateUrl(kind: Exclude<ImportKind, 'productVariant'>): string;
export function templateUrl(kind: 'productVariant', categoryId: number): string;
/** The template in the interface's language (its headers and its guide). */
export function templateUrl(kind: ImportKind, categoryId?: number): string {
  const query = { lang: currentLanguage() };
  if (kind === 'productVariant') return urlOf(IMPORT_ROUTES.productVariantTemplate, { params: { categoryId: categoryId! }, query });
  return urlOf(kind === 'stockPrice' ? IMPORT_ROUTES.stockPriceTemplate : IMPORT_ROUTES.fulfillmentDayTemplate, { query });
}

/** Refused rows corrected in the browser, sent as a new import of the kind (the header names the columns as a file would). */
export const resendImportRows = (kind: ImportKind, body: { fileName: string; header: string[]; rows: string[][] }) =>
  apiCall(IMPORT_ROUTES.resend, { params: { kind }, body: { ...body, lang: currentLanguage() } });
