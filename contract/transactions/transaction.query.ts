/** The transactions list query: a status tab and pages (newest first). */
import { compactQuery, parsePage, parsePageSize, parseTab, type ListPage, type RawQuery } from '../lists/list-query';
import { TRANSACTION_TABS, type Transaction, type TransactionTab } from './transaction.types';

export interface TransactionListQuery {
  tab: TransactionTab;
  page: number;
  pageSize: number;
}

export type TransactionListAnswer = ListPage<Transaction, TransactionTab>;

export function parseTransactionQuery(raw: RawQuery): TransactionListQuery {
  return { tab: parseTab(raw.tab, TRANSACTION_TABS), page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize) };
}

export function transactionQueryToRaw(query: Partial<TransactionListQuery>): Record<string, string> {
  return compactQuery({ ...query });
}
