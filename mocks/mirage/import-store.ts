/**
 * The refused rows of each import Mirage ran, per transaction, for the Import Errors tab: kept beside the Mirage
 * run's transactions (one store per MockContext) and listed like the BFF's ImportErrorStore lists them.
 */
import type { ImportErrorListAnswer, ImportErrorQuery } from '@contract/imports/import.api';
import { IMPORT_METHODS, type ImportRowError } from '@contract/imports/import.types';
import { paginate } from '@contract/lists/list-query';
import type { MockContext } from './mock-context';

/** Like the BFF: the store keeps an import's first 10,000 refused rows, and the tab gathers the kind's latest 10 imports. */
export const IMPORT_ERRORS_KEPT = 10_000;
const RECENT_IMPORTS = 10;

const stores = new WeakMap<MockContext, Map<string, ImportRowError[]>>();

function storeOf(context: MockContext): Map<string, ImportRowError[]> {
  let store = stores.get(context);
  if (!store) {
    store = new Map();
    stores.set(context, store);
  }
  return store;
}

export function saveImportErrors(context: MockContext, transactionId: string, rows: readonly ImportRowError[]): void {
  storeOf(context).set(transactionId, rows.slice(0, IMPORT_ERRORS_KEPT));
}

/** The company's refused rows of one import, or of the kind's latest imports (newest first, rows in order). */
export function listImportErrors(context: MockContext, companyId: number, query: ImportErrorQuery): ImportErrorListAnswer {
  const method = IMPORT_METHODS[query.kind];
  const imports = context.transactions.filter((transaction) => transaction.companyId === companyId && transaction.method === method);
  const chosen = query.transactionId
    ? imports.filter((transaction) => transaction.id === query.transactionId)
    : imports.slice(-RECENT_IMPORTS).reverse();
  const store = storeOf(context);
  const sku = query.sku?.toLowerCase();
  const rows = chosen.flatMap((transaction) => store.get(transaction.id) ?? [])
    .filter((row) => row.companyId === companyId && (!sku || (row.sku ?? '').toLowerCase().includes(sku)));
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize };
}
