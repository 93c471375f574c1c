/** Transactions: the background jobs of a company (exports and Excel imports), spec §3/§4/§9. */
import type { ImportReason } from '../imports/import.types';

export const TRANSACTION_STATUSES = ['open', 'inProgress', 'inManuelControl', 'error', 'done', 'warning'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** How long a transaction, its files and an import's refused rows are kept. */
export const TRANSACTION_KEEP_MS = 30 * 24 * 3_600_000;

export const TRANSACTION_TABS = ['all', ...TRANSACTION_STATUSES] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

export const TRANSACTION_METHODS = [
  'orderExport',
  'packageExport',
  'reconciliationExport',
  'claimExport',
  'holidayExport',
  'eadExport',
  'productVariantImport',
  'stockPriceImport',
  'fulfillmentDayImport',
  'tagAssign',
  'hardDelete',
  'etgbImport',
  'leadTimeImport',
  'categoryBlocks',
  'priceBlocks',
  'lockUpdate',
  'commissionBulkUpdate',
  'campaignSkuImport',
  'stockBulkImport',
  'stockZero',
  'staffListExport',
] as const;
export type TransactionMethod = (typeof TRANSACTION_METHODS)[number];
/** Methods of staff transactions only (kept under no company, contract/admin-tags): the seller's Transactions screen does not offer them. */
export const STAFF_TRANSACTION_METHODS: readonly TransactionMethod[] = [
  'tagAssign',
  'etgbImport',
  'leadTimeImport',
  'categoryBlocks',
  'priceBlocks',
  'lockUpdate',
  'commissionBulkUpdate',
  'staffListExport',
  'stockBulkImport',
];

export interface TransactionError {
  code: string;
  /** English text (the reader's language comes from `code`, or from `reasons`). */
  message: string;
  /** An import's row error: why the row was refused, as codes with parameters the reader's screen renders. */
  reasons?: ImportReason[] | undefined;
  /** What the code's details name (`transactions.errorDetails.<code>` in the reader's language): the headers a file lacks. */
  params?: Record<string, string> | undefined;
}

/** How far a running job is: rows handled so far of `total` (null while the total is not known yet). */
export interface TransactionProgress {
  done: number;
  total: number | null;
}

export interface Transaction {
  id: string;
  companyId: number;
  date: string;
  updatedAt: string;
  status: TransactionStatus;
  method: TransactionMethod;
  /**
   * The file's name: an export's result, or the workbook an import was given (both download through the BFF at
   * `/api/transactions/:id/file`).
   */
  file: string | null;
  /** An import's error file (its failed rows with a reasons column): `/api/transactions/:id/import-error-file`. */
  importErrorFile: string | null;
  error: TransactionError | null;
  childErrors: TransactionError[];
  rows: number | null;
  progress: TransactionProgress | null;
  /** Who started it (user id). */
  createdBy: string;
}
