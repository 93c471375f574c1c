/**
 * Transactions the stories put in their BFF's store (where its exports land too): a running import with progress, a
 * warned import with an error file and refused rows, failed jobs with and without a message, and a finished export.
 * Ids are fixed so a story can open one by its URL.
 */
import type { ListPage } from '@contract/lists/list-query';
import { openTransaction } from '@contract/transactions/open-transaction';
import { parseTransactionQuery, type TransactionListQuery } from '@contract/transactions/transaction.query';
import { TRANSACTION_TABS, type Transaction, type TransactionTab } from '@contract/transactions/transaction.types';
import { pathOf } from '@contract/routes';
import { changeTransaction, seedTransactions as seedInStore } from '@mocks/browser-bff/transaction-seeding';
import { currentStoryEnvironment } from '../../.storybook/story-environment';

export const TX = {
  running: 'story-running-stock-import',
  warned: 'story-warned-variant-import',
  failed: 'story-failed-day-import',
  silent: 'story-failed-no-message',
  exported: 'story-done-order-export',
} as const;

const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

export function storyTransactions(companyId: number, createdBy: string, now: number): Transaction[] {
  const base = (id: string, minutesAgo: number, changes: Partial<Transaction>): Transaction => ({
    ...openTransaction({ id, companyId, method: 'orderExport', createdBy, date: at(now - minutesAgo * MINUTE) }),
    updatedAt: at(now - Math.max(0, minutesAgo - 2) * MINUTE),
    status: 'done',
    ...changes,
  });
  return [
    base(TX.exported, 90, { method: 'orderExport', file: 'orders-2026.xlsx', rows: 1_234 }),
    base(TX.silent, 70, { status: 'error', method: 'stockPriceImport', file: 'prices-old.xlsx' }),
    base(TX.failed, 50, {
      status: 'error',
      method: 'fulfillmentDayImport',
      file: 'fulfillment-days.xlsx',
      error: { code: 'downstreamUnavailable', message: 'The marketplace service did not answer. Please try again later.' },
    }),
    base(TX.warned, 30, {
      status: 'warning',
      method: 'productVariantImport',
      file: 'variants-winter.xlsx',
      importErrorFile: 'variants-winter-errors.xlsx',
      rows: 120,
      error: { code: 'importRowsRefused', message: '3 of 120 rows were refused.' },
      childErrors: [
        { code: 'validation.required', message: 'Row 4: SKU is required.' },
        { code: 'imports.reasons.unknownCategory', message: 'Row 9: the category does not exist.' },
        { code: 'imports.reasons.priceTooHigh', message: 'Row 17: the price is above the limit.' },
      ],
    }),
    base(TX.running, 2, { status: 'inProgress', method: 'stockPriceImport', file: 'prices-january.xlsx', progress: { done: 400, total: 1_000 } }),
  ];
}

/** Puts the story transactions in the story's BFF for the signed-in company (a story's `beforeEach`). */
export async function seedTransactions(): Promise<Transaction[]> {
  const { bff, user } = currentStoryEnvironment();
  if (user?.companyId == null) throw new Error('The transactions stories need a signed-in seller.');
  const seeded = storyTransactions(user.companyId, user.id, Date.now());
  await seedInStore(bff.store, seeded);
  return seeded;
}

/** Changes a seeded transaction in the BFF's store, as a job would. */
export async function changeSeeded(id: string, changes: Parameters<typeof changeTransaction>[2]): Promise<void> {
  if (!(await changeTransaction(currentStoryEnvironment().bff.store, id, changes))) throw new Error(`No seeded transaction ${id}`);
}

export const transactionRoute = (id?: string) => `${pathOf('transactions')}${id ? `?transaction=${id}` : ''}`;

/** For the page's props stories: the same transactions as one list page. */
export const transactionQuery = (raw: Record<string, string> = {}): TransactionListQuery => parseTransactionQuery(raw);
export function transactionsPage(query: TransactionListQuery, items: readonly Transaction[]): ListPage<Transaction, TransactionTab> {
  const counts = Object.fromEntries(TRANSACTION_TABS.map((tab) => [tab, tab === 'all' ? items.length : items.filter((t) => t.status === tab).length]));
  return { items: [...items], total: items.length, page: query.page, pageSize: query.pageSize, tabCounts: counts as Record<TransactionTab, number> };
}
