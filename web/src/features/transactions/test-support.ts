/** Transactions for the feature's tests. */
import { openTransaction } from '@contract/transactions/open-transaction';
import type { Transaction } from '@contract/transactions/transaction.types';

export function sampleTransaction(id: string, overrides: Partial<Transaction> = {}): Transaction {
  return {
    ...openTransaction({ id, companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse', date: '2026-01-15T09:00:00.000Z' }),
    updatedAt: '2026-01-15T09:05:00.000Z',
    status: 'done',
    ...overrides,
  };
}

/** One of each kind the screen must show: a running import, a warned one with an error file, a failed one, a done export. */
export const SAMPLE_TRANSACTIONS: readonly Transaction[] = [
  sampleTransaction('running-stock-import', { status: 'inProgress', method: 'stockPriceImport', file: 'prices.xlsx', progress: { done: 400, total: 1000 } }),
  sampleTransaction('warned-variant-import', {
    status: 'warning',
    method: 'productVariantImport',
    file: 'variants.xlsx',
    importErrorFile: 'variants-errors.xlsx',
    rows: 120,
    error: { code: 'importRowsRefused', message: '3 of 120 rows were refused.' },
    childErrors: [
      { code: 'validation.required', message: 'Row 4: SKU is required.' },
      { code: 'imports.reasons.unknownSku', message: 'Row 9: unknown SKU.' },
    ],
  }),
  sampleTransaction('failed-day-import', {
    status: 'error',
    method: 'fulfillmentDayImport',
    file: 'days.xlsx',
    error: { code: 'downstreamUnavailable', message: 'The marketplace service did not answer.' },
  }),
  sampleTransaction('done-order-export', { status: 'done', method: 'orderExport', file: 'orders.xlsx', rows: 1234 }),
];
