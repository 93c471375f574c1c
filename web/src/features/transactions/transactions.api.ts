/** The transactions API of the BFF (contract/transactions). */
import { API } from '@contract/api/paths';
import { transactionQueryToRaw, type TransactionListAnswer, type TransactionListQuery } from '@contract/transactions/transaction.query';
import { http } from '@web/lib/http';

export async function fetchTransactions(query: TransactionListQuery): Promise<TransactionListAnswer> {
  return (await http.get<TransactionListAnswer>(API.transactions, { params: transactionQueryToRaw(query) })).data;
}

export const transactionFileUrl = (id: string) => `${API.transactions}/${encodeURIComponent(id)}/file`;
