/** What the transactions screen derives from a Transaction: running or not, and where an import leads. */
import { importKindOfMethod, type ImportKind } from '@contract/imports/import.types';
import { pathOf } from '@contract/routes';
import type { Transaction, TransactionMethod, TransactionStatus } from '@contract/transactions/transaction.types';

const RUNNING: readonly TransactionStatus[] = ['open', 'inProgress'];

/** Open or in progress: the job may still change (the list refreshes itself while one shows). */
export const isRunning = (transaction: Pick<Transaction, 'status'>) => RUNNING.includes(transaction.status);

const IMPORTER_ROUTES: Readonly<Record<ImportKind, string>> = {
  productVariant: 'importProductVariant',
  stockPrice: 'importStockPrice',
  fulfillmentDay: 'importFulfillmentDay',
};

/** The importer screen of an import method; null for exports. */
export function importerPath(method: TransactionMethod): string | null {
  const kind = importKindOfMethod(method);
  return kind ? pathOf(IMPORTER_ROUTES[kind]) : null;
}

/** The product/variant importer's Import Errors tab for one import; null for other methods. */
export function importErrorsPath(transaction: Pick<Transaction, 'id' | 'method'>): string | null {
  if (importKindOfMethod(transaction.method) !== 'productVariant') return null;
  return `${pathOf(IMPORTER_ROUTES.productVariant)}?${new URLSearchParams({ tab: 'errors', transactionId: transaction.id }).toString()}`;
}
