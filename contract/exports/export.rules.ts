/** Exports (spec §5): a row cap, and cells that can never run as a formula in the seller's Excel. */
import { EXPORT_ROW_CAP } from '../constants';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell starting with = + - @ tab or CR gets a leading apostrophe so Excel treats it as text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function exportTooLarge(rows: number): boolean {
  return rows > EXPORT_ROW_CAP;
}

export interface ExportColumn<Row> {
  header: string;
  width: number;
  value(row: Row): string | number | null;
}
