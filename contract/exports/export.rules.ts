/**
 * Exports (spec §5): a row cap, cells that can never run as a formula in the seller's Excel, and columns described
 * the way the screen shows them: a header key and code labels from the screen's texts, dates and money as values.
 */
import type { Language } from '../api/session';
import { EXPORT_ROW_CAP } from '../constants';
import { reasonLanguageOf } from '../imports/reason-text';
import type { LocalizedName } from '../localized-name';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell starting with = + - @ tab or CR gets a leading apostrophe so Excel treats it as text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function exportTooLarge(rows: number): boolean {
  return rows > EXPORT_ROW_CAP;
}

/** The requester's interface language from what the browser sent (`lang`), read as an import upload's is. */
export function exportLanguageOf(value: string | undefined): Language {
  return reasonLanguageOf(value);
}

/**
 * The time zone an export's instants are written in. Neither the company nor the seller carries a time zone (spec §3),
 * so every seller gets the marketplace group's own, Turkey's.
 */
export const EXPORT_TIME_ZONE = 'Europe/Istanbul';

interface ColumnBase {
  /** The i18n key of the screen's column label (e.g. `orders.columns.id`); a text that is no key is written as it is. */
  header: string;
  /** In characters. */
  width: number;
}

/** What a column holds, and so how its cells are written. */
export type ExportColumn<Row> = ColumnBase &
  (
    | { kind?: 'plain'; value(row: Row): string | number | null }
    /** A name the data holds in both languages, written in the export's. */
    | { kind: 'localized'; value(row: Row): LocalizedName | null }
    /** A code written as the screen labels it: the text under `${labels}.${code}` (rows of several kinds: the row's labels). */
    | { kind: 'label'; labels: string | ((row: Row) => string); value(row: Row): string | null }
    | { kind: 'yesNo'; value(row: Row): boolean }
    /** An ISO instant, written as an Excel date and time in the export's time zone. */
    | { kind: 'dateTime'; value(row: Row): string | null }
    /** A calendar day (`YYYY-MM-DD`), written as an Excel date. */
    | { kind: 'date'; value(row: Row): string | null }
    /** An amount, written as a number with its currency's number format. */
    | { kind: 'money'; value(row: Row): number | null; currency(row: Row): string }
  );
