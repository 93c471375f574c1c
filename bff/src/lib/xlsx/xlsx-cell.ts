/** A cell as the .xlsx writers take it (xlsx-writer.ts): text neutralised and capped, finite numbers, formatted numbers. */
import { neutraliseCell } from '@contract/exports/export.rules';

/** Excel refuses longer cell texts. */
const EXCEL_CELL_MAX_CHARS = 32_767;

/** A number shown through an Excel number format: a date and time (its serial number), or an amount with its currency. */
export interface FormattedNumber {
  readonly number: number;
  readonly format: string;
}

export type XlsxCell = string | number | boolean | null | FormattedNumber;

/** At most Excel's length, in UTF-16 units as Excel counts them, without cutting a character in two. */
function capped(text: string): string {
  if (text.length <= EXCEL_CELL_MAX_CHARS) return text;
  const last = text.charCodeAt(EXCEL_CELL_MAX_CHARS - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? EXCEL_CELL_MAX_CHARS - 1 : EXCEL_CELL_MAX_CHARS);
}

/** The value as the sheet holds it: neutralised text, finite numbers, booleans, empty otherwise. */
export function toXlsxCell(value: string | number | boolean | null): XlsxCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return capped(neutraliseCell(value));
  if (typeof value === 'boolean') return value;
  return null;
}
