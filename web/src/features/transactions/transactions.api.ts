/** The transactions API of the BFF (contract/transactions/transaction.routes.ts). */
import type { TransactionListQuery } from '@contract/transactions/transaction.query';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { apiCall, urlOf } from '@web/lib/api-call';
import type { ReasonLanguage } from '@contract/imports/reason-text';

export const fetchTransactions = (query: TransactionListQuery) => apiCall(TRANSACTION_ROUTES.list, { query });
export const fetchTransaction = (id: string) => apiCall(TRANSACTION_ROUTES.detail, { params: { id } });

/** An export's result, or the workbook an import was given. */
export const transactionFileUrl = (id: string) => urlOf(TRANSACTION_ROUTES.file, { params: { id } });
/** An import's refused rows with a reasons column, in a language (each import keeps both). */
export const transactionImportErrorFileUrl = (id: string, language: ReasonLanguage) =>
  urlOf(TRANSACTION_ROUTES.importErrorFile, { params: { id }, query: { lang: language } });
