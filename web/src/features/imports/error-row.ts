/** The Import Errors sidebar's URL state: `?row=<transactionId>:<row>` names one refused row. */
import type { ImportRowError } from '@contract/imports/import.types';

export const ROW_PARAM = 'row';

export const rowParamOf = (row: Pick<ImportRowError, 'transactionId' | 'row'>) => `${row.transactionId}:${row.row}`;

/** The refused row the parameter names among the rows on screen, or null. */
export function rowOfParam(rows: readonly ImportRowError[], param: string | null): ImportRowError | null {
  if (!param) return null;
  return rows.find((row) => rowParamOf(row) === param) ?? null;
}
