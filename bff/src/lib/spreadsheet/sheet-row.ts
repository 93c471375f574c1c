/** A row as the readers yield it, whatever the workbook's format. */
import type { CellValue } from '@contract/imports/import-columns';

export interface SheetRow {
  /** The sheet's own 1-based row number (empty rows are skipped, so numbers may jump). */
  row: number;
  /** By column, from A; empty cells are null, dates ISO text (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss`). */
  cells: CellValue[];
  /** Hidden in the workbook (Excel `hidden="1"`, LibreOffice `hidden="true"`, a BIFF ROW record's fDyZero). */
  hidden?: true | undefined;
}

import type { SheetFacts } from '@contract/imports/import-run';

export type { SheetFacts };

/** What a read that has not ended, or that could not tell, says of its sheet. */
export const NO_SHEET_FACTS: SheetFacts = { name: '', hiddenColumns: [] };

/**
 * The values of a read, its answer kept in `into` once it ends: a for-await over them keeps what the read saw of its
 * sheet, and leaving the loop early still ends the read (its worker with it).
 */
export async function* keepingFacts<T>(values: AsyncGenerator<T, SheetFacts>, into: { facts: SheetFacts }): AsyncGenerator<T, void> {
  into.facts = yield* values;
}

/** How Excel (`1`) and LibreOffice (`true`) write a true flag attribute. */
export const isTrueFlag = (value: string | undefined): boolean => value === '1' || value === 'true';

export const isBlankCell = (cell: CellValue | undefined): boolean => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** Excel's last column (XFD) is the 16,384th. */
export const MAX_COLUMNS = 16_384;
