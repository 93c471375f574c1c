/** What a transaction says when its job stopped with its process twice and was given up. */
import { ERROR_MESSAGES } from '@contract/errors';
import { importKindOfMethod } from '@contract/imports/import.types';
import type { TransactionError, TransactionMethod } from '@contract/transactions/transaction.types';

export function abandonedJobError(method: TransactionMethod): TransactionError {
  return importKindOfMethod(method)
    ? { code: 'importInterrupted', message: ERROR_MESSAGES.importInterrupted }
    : { code: 'generic', message: ERROR_MESSAGES.generic };
}
