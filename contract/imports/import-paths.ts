/** Where an import leads in the portal: its importer screen, and that screen's Import Errors tab for one import. */
import { pathOf } from '../routes';
import type { Transaction, TransactionMethod } from '../transactions/transaction.types';
import { importKindOfMethod, type ImportKind } from './import.types';

export const IMPORTER_ROUTES: Readonly<Record<ImportKind, string>> = {
  productVariant: 'importProductVariant',
  stockPrice: 'importStockPrice',
  fulfillmentDay: 'importFulfillmentDay',
};

/** The importer screen of an import method; null for exports and staff jobs. */
export function importerPath(method: TransactionMethod): string | null {
  const kind = importKindOfMethod(method);
  return kind ? pathOf(IMPORTER_ROUTES[kind]) : null;
}

/** The importer's Import Errors tab for one import (its refused rows, their error file, fix and resend); null for other methods. */
export function importErrorsPath(transaction: Pick<Transaction, 'id' | 'method'>): string | null {
  const path = importerPath(transaction.method);
  return path && `${path}?${new URLSearchParams({ tab: 'errors', transactionId: transaction.id }).toString()}`;
}
