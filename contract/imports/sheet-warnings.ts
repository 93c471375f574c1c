/**
 * What an import says of the cells a workbook hides (docs/architecture.md, Jobs and Excel imports): an office user
 * hides a row to take it out, so a hidden data row is skipped, never applied, and listed; a hidden column is read like
 * any other (its header names it, and leaving it out could drop a required value silently), and the result says so.
 * Both show among the transaction's row errors, a sheet-wide one first, with the rest in sheet order.
 */
import { cellText, type CellValue } from './import-columns';
import type { ImportReason } from './import.types';
import type { TransactionError } from '../transactions/transaction.types';
import { SHEET_ERROR_CODE } from './row-error-codes';

/** `C (Note)`: a hidden column's letter and the header it has. */
export function hiddenColumnNames(hidden: readonly number[], header: readonly CellValue[]): string[] {
  return hidden.map((at) => {
    const name = cellText(header[at]);
    return name ? `${columnLetter(at)} (${name})` : columnLetter(at);
  });
}

/** A, B, … Z, AA…: the letters of a 0-based column. */
export function columnLetter(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

export const ROW_HIDDEN: ImportReason = { code: 'imports.reasons.rowHidden' };

export function hiddenColumnsError(columns: readonly string[], english: (reason: ImportReason) => string): TransactionError {
  const reason: ImportReason = { code: 'imports.reasons.columnsHidden', params: { columns: columns.join(', ') } };
  return { code: SHEET_ERROR_CODE, message: english(reason), reasons: [reason] };
}
