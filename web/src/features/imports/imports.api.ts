/** The Excel imports API of the BFF (contract/imports/import.routes.ts), the screens' recent transactions and the current stock/price list. */
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import type { VariantListQuery } from '@contract/catalog/variant.query';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import type { ImportErrorQuery, TemplateCategoryAnswer, TemplateCategoryQuery } from '@contract/imports/import.api';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { IMPORT_METHODS, type ImportKind, type ImportRowError, type ImportState } from '@contract/imports/import.types';
import type { ReasonLanguage } from '@contract/imports/reason-text';
import type { ListPage } from '@contract/lists/list-query';
import { pathOf } from '@contract/routes';
import type { TransactionListQuery } from '@contract/transactions/transaction.query';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { apiCall, apiUpload, urlOf } from '@web/lib/api-call';
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
 * reasons are written in. `onProgress` gets the share sent (0–1).
 */
export const uploadImport = (kind: ImportKind, file: Blob & { name: string }, onProgress?: (sent: number) => void, signal?: AbortSignal) =>
  apiUpload(
    IMPORT_ROUTES.upload,
    { params: { kind }, query: { name: file.name, lang: currentLanguage() }, body: file },
    { timeoutMs: UPLOAD_TIMEOUT_MS, signal, onProgress },
  );

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
export const fetchStockPriceVariants = (query: VariantListQuery): Promise<VariantListAnswer> => apiCall(VARIANT_ROUTES.list, { query });

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
