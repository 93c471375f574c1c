/** Sample states shared by the import screens' tests. */
import { DEFAULT_IMPORT_LIMITS, type ImportRowError, type ImportSettingsAnswer, type ImportState } from '@contract/imports/import.types';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';

export function settingsOf(state: ImportState = 'allowed', dailyPriceUpdatesLeft = 2400): DetailState<ImportSettingsAnswer> {
  return { status: 'ready', id: 0, data: { state, limits: DEFAULT_IMPORT_LIMITS, dailyPriceUpdatesLeft }, error: null, command: null };
}

export function sampleTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 'tx_pv_1',
    companyId: 1001,
    date: '2026-01-15T09:00:00.000Z',
    updatedAt: '2026-01-15T09:01:00.000Z',
    status: 'warning',
    method: 'productVariantImport',
    file: 'urunler.xlsx',
    importErrorFile: 'urunler-errors.xlsx',
    error: null,
    childErrors: [],
    rows: 40,
    progress: { done: 40, total: 40 },
    createdBy: 'u1',
    ...overrides,
  };
}

/** A loaded page of these rows (the query left out: `never` fits any list's state). */
export function listOf<Row, Tab extends string = never>(items: Row[]): ListState<Row, Tab, never> {
  return { status: 'ready', query: null, page: { items, total: items.length, page: 1, pageSize: 25, tabCounts: {} as Record<Tab, number> }, error: null };
}

export const recentOf = (items: Transaction[]): ListState<Transaction, TransactionTab, never> => listOf<Transaction, TransactionTab>(items);

export function sampleRowError(overrides: Partial<ImportRowError> = {}): ImportRowError {
  return {
    transactionId: 'tx_pv_1',
    kind: 'productVariant',
    row: 7,
    sku: 'AT-GOM-001-M',
    productId: 100_123,
    productName: 'Keten Gömlek',
    companyId: 1001,
    syncSku: 'AT-GOM-001-M-X',
    date: '2026-01-15T09:00:30.000Z',
    reasons: [
      { code: 'imports.reasons.priceRiseTooLarge', column: 'Price', params: { current: 250, multiple: 3 } },
      { code: 'validation.required', column: 'Stock' },
    ],
    ...overrides,
  };
}
