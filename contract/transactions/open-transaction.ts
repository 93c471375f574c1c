/** A transaction as it is created: open, nothing done, failed or counted yet. */
import type { Transaction } from './transaction.types';

export type OpenTransactionFields = Pick<Transaction, 'id' | 'companyId' | 'method' | 'createdBy' | 'date'> & { file?: string | null };

export function openTransaction({ file = null, date, ...fields }: OpenTransactionFields): Transaction {
  return {
    ...fields,
    date,
    updatedAt: date,
    status: 'open',
    file,
    importErrorFile: null,
    error: null,
    childErrors: [],
    rows: null,
    progress: null,
  };
}
