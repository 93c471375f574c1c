/** Transactions: the background jobs of a company (exports now; imports join them), spec §3/§4. */
export const TRANSACTION_STATUSES = ['open', 'inProgress', 'inManuelControl', 'error', 'done', 'warning'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_TABS = ['all', ...TRANSACTION_STATUSES] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

export const TRANSACTION_METHODS = ['orderExport', 'packageExport', 'reconciliationExport'] as const;
export type TransactionMethod = (typeof TRANSACTION_METHODS)[number];

export interface TransactionError {
  code: string;
  message: string;
}

export interface Transaction {
  id: string;
  companyId: number;
  date: string;
  updatedAt: string;
  status: TransactionStatus;
  method: TransactionMethod;
  /** The file's name when the job produced one (download through the BFF). */
  file: string | null;
  importErrorFile: string | null;
  error: TransactionError | null;
  childErrors: TransactionError[];
  rows: number | null;
  /** Who started it (user id). */
  createdBy: string;
}
