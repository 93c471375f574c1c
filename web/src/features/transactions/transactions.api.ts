/** The transactions API of the BFF (contract/transactions, contract/api/paths.ts). */
import { API } from '@contract/api/paths';
import { transactionQueryToRaw, type TransactionListAnswer, type TransactionListQuery } from '@contract/transactions/transaction.query';
import type { Transaction } from '@contract/transactions/transaction.types';
import { http } from '@web/lib/http';

const pathOf = (id: string) => `${API.transactions}/${encodeURIComponent(id)}`;

export async function fetchTransactions(query: TransactionListQuery): Promise<TransactionListAnswer> {
  return (await http.get<TransactionListAnswer>(API.transactions, { params: transactionQueryToRaw(query) })).data;
}

export async function fetchTransaction(id: string): Promise<Transaction> {
  return (await http.get<Transaction>(pathOf(id))).data;
}

/** An export's result, or the workbook an import was given. */
export const transactionFileUrl = (id: string) => `${pathOf(id)}/file`;
/** An import's refused rows with a reasons column. */
export const transactionImportErrorFileUrl = (id: string) => `${pathOf(id)}/import-error-file`;
