/**
 * What a transaction says when its job could not go on after its process stopped: it stalled twice and was given up,
 * or (an import) its workbook was gone when another process took it over. An import's error says how far it got:
 * the rows up to its recorded progress were handled (applied, or refused by the checks), the rows after were not
 * applied (`transactions.errorDetails.importInterrupted` in the reader's language).
 */
import { ERROR_MESSAGES } from '@contract/errors';
import { importKindOfMethod } from '@contract/imports/import.types';
import type { TransactionError, TransactionMethod, TransactionProgress } from '@contract/transactions/transaction.types';

export function abandonedJobError(method: TransactionMethod, progress: TransactionProgress | null = null): TransactionError {
  return importKindOfMethod(method) ? interruptedImportError(progress) : { code: 'generic', message: ERROR_MESSAGES.generic };
}

/** `importInterrupted`, with what was applied and what was not when the import had got anywhere. */
export function interruptedImportError(progress: TransactionProgress | null): TransactionError {
  const code = 'importInterrupted';
  if (!progress || progress.done <= 0) return { code, message: ERROR_MESSAGES.importInterrupted };
  // Progress counts data rows; the header is sheet row 1.
  const params = { done: String(progress.done), total: String(progress.total ?? progress.done), lastRow: String(progress.done + 1) };
  const told = `Rows up to sheet row ${params.lastRow} (${params.done} of ${params.total}) were applied, except any the checks refused; the rows after it were not applied.`;
  return { code, message: `${ERROR_MESSAGES.importInterrupted} ${told}`, params };
}
