/** A row as the readers yield it, whatever the workbook's format. */
import type { CellValue } from '@contract/imports/import-columns';

export interface SheetRow {
  /** The sheet's own 1-based row number (empty rows are skipped, so numbers may jump). */
  row: number;
  /** By column, from A; empty cells are null, dates ISO text (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss`). */
  cells: CellValue[];
}

export const isBlankCell = (cell: CellValue | undefined): boolean => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** Excel's last column (XFD) is the 16,384th. */
export const MAX_COLUMNS = 16_384;
