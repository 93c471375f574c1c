/** What the transactions screen derives from a Transaction: running or not (where an import leads: contract/imports/import-paths.ts). */
import type { Transaction, TransactionStatus } from '@contract/transactions/transaction.types';

const RUNNING: readonly TransactionStatus[] = ['open', 'inProgress'];

/** Open or in progress: the job may still change (the list refreshes itself while one shows). */
export const isRunning = (transaction: Pick<Transaction, 'status'>) => RUNNING.includes(transaction.status);
