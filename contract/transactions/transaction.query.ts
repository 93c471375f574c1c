/** The transactions list query: a status tab, a method filter and pages (newest first). */
import { compactQuery, parsePage, parsePageSize, parseTab, type ListPage, type RawQuery } from '../lists/list-query';
import { TRANSACTION_METHODS, TRANSACTION_TABS, type Transaction, type TransactionMethod, type TransactionTab } from './transaction.types';

export interface TransactionListQuery {
  tab: TransactionTab;
  method?: TransactionMethod | undefined;
  page: number;
  pageSize: number;
}

export type TransactionListAnswer = ListPage<Transaction, TransactionTab>;

export function parseTransactionQuery(raw: RawQuery): TransactionListQuery {
  const method = TRANSACTION_METHODS.find((known) => known === raw.method);
  return { tab: parseTab(raw.tab, TRANSACTION_TABS), method, page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize) };
}

export function transactionQueryToRaw(query: Partial<TransactionListQuery>): Record<string, string> {
  return compactQuery({ ...query });
}
