/**
 * The codes of an import's row errors (a transaction's child errors): a sheet row (`row 12`) or the whole sheet, which a
 * reader's screen names in its own language. Kept apart so a screen reads them without the import's readers.
 */

export const rowErrorCode = (row: number): string => `row ${row}`;

/** The sheet row a row error's code names, or null for any other code. */
export function rowOfErrorCode(code: string): number | null {
  const row = /^row (\d+)$/.exec(code)?.[1];
  return row === undefined ? null : Number(row);
}

/** The code of a row error about the whole sheet (its hidden columns). */
export const SHEET_ERROR_CODE = 'sheet';
