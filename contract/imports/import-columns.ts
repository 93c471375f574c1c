/**
 * The columns of an import file: each has a key, the English header, the Turkish one (templates write the header of
 * the seller's language) and other headers it is known by. A file's header row is matched to them by text, so the
 * order of columns does not matter.
 */
import { ValidationError, type Schema } from 'yup';
import type { ImportReason } from './import.types';
import { readNumberText } from './number-text';
import type { ReasonLanguage } from './reason-text';

export interface ImportColumn<K extends string = string> {
  key: K;
  header: string;
  /** The Turkish header (the English one when none). */
  tr?: string;
  aliases?: readonly string[];
  required?: boolean;
}

/** The column's header in a language, as the templates write it. */
export const headerIn = (column: ImportColumn, language: ReasonLanguage): string => (language === 'tr' ? (column.tr ?? column.header) : column.header);

/** What a template or a file's cell holds (dates arrive as ISO text). */
export type CellValue = string | number | boolean | null;

/** Each column's English header by its key (reasons name their column by it). */
export function headersOf<K extends string>(columns: readonly ImportColumn<K>[]): Record<K, string> {
  return Object.fromEntries(columns.map((column) => [column.key, column.header])) as Record<K, string>;
}

/** `Retail Price *` and `retail_price` both read `retailprice`; Turkish letters fold to their Latin base. */
export function headerKey(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .normalize('NFKD')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]/g, '');
}

export interface HeaderMatch<K extends string> {
  /** Column key -> index of the cell in a row. */
  at: Partial<Record<K, number>>;
  /** Required columns the header row lacks (their English headers). */
  missing: string[];
}

export function matchHeaders<K extends string>(headerRow: readonly CellValue[], columns: readonly ImportColumn<K>[]): HeaderMatch<K> {
  const byText = new Map<string, number>();
  headerRow.forEach((cell, index) => {
    const key = headerKey(String(cell ?? ''));
    if (key && !byText.has(key)) byText.set(key, index);
  });
  const at: Partial<Record<K, number>> = {};
  const missing: string[] = [];
  for (const column of columns) {
    const index = [column.header, ...(column.tr ? [column.tr] : []), ...(column.aliases ?? [])]
      .map((text) => byText.get(headerKey(text)))
      .find((found) => found !== undefined);
    if (index !== undefined) at[column.key] = index;
    else if (column.required) missing.push(column.header);
  }
  return { at, missing };
}

/** A cell as trimmed text ('' when empty); whole numbers print without a decimal point. */
export function cellText(cell: CellValue | undefined): string {
  if (cell === null || cell === undefined) return '';
  return String(cell).trim();
}

/** A cell as a number: numbers as they are, text by its unambiguous shape (number-text.ts); null otherwise. */
export function cellNumber(cell: CellValue | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const reading = readNumberText(cellText(cell));
  return reading && 'value' in reading ? reading.value : null;
}

export interface NumberCells<K extends string> {
  /** Undefined for an empty cell, the number it reads as, else its text (for the schema to refuse). */
  values: Partial<Record<K, number | string>>;
  /** The schema's reasons, those of an ambiguous cell's column replaced by the ambiguity (both readings named). */
  merge(reasons: readonly ImportReason[]): ImportReason[];
}

/** The number cells of a row, by key; `headers` name the columns of the reasons. */
export function numberCells<K extends string>(
  keys: readonly K[],
  cellOf: (key: K) => CellValue | undefined,
  headers: Readonly<Record<K, string>>,
): NumberCells<K> {
  const ambiguous: ImportReason[] = [];
  const values: Partial<Record<K, number | string>> = {};
  for (const key of keys) {
    const cell = cellOf(key);
    const text = cellText(cell);
    if (text === '') continue;
    const reading = typeof cell === 'number' ? { value: cell } : readNumberText(text);
    if (reading && 'ambiguous' in reading) {
      const { whole, decimal } = reading.ambiguous;
      ambiguous.push({
        code: 'imports.reasons.numberAmbiguous',
        column: headers[key],
        params: { value: text, whole: String(whole), decimalPoint: String(decimal), decimalComma: String(decimal).replace('.', ',') },
      });
    }
    values[key] = reading && 'value' in reading && Number.isFinite(reading.value) ? reading.value : text;
  }
  const columns = new Set(ambiguous.map((reason) => reason.column));
  return { values, merge: (reasons) => [...reasons.filter((reason) => !columns.has(reason.column)), ...ambiguous] };
}

/** A number cell as a refused row's partial values give it: the number it reads as, else 0. */
export const numberOrZero = (value: number | string | undefined): number => (typeof value === 'number' ? value : 0);

/** Refusals an import names more exactly than a form does: a number past its maximum says the maximum. */
const NAMING_MAX: Readonly<Record<string, string>> = { 'validation.numberTooLarge': 'imports.reasons.numberAboveMax' };

/** What the schema refuses in a row's fields, as reasons (the first of each field) with each field's column header. */
export function schemaReasons(schema: Schema, value: unknown, headers: Readonly<Record<string, string>>, options: { strict?: boolean } = {}): ImportReason[] {
  try {
    schema.validateSync(value, { abortEarly: false, strict: options.strict ?? false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const reasons = new Map<string, ImportReason>();
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path || '_';
      if (reasons.has(field)) continue;
      const column = headers[field] ?? field;
      const max: unknown = issue.params?.max;
      const naming = NAMING_MAX[issue.message];
      reasons.set(field, naming && typeof max === 'number' ? { code: naming, column, params: { max } } : { code: issue.message, column });
    }
    return [...reasons.values()];
  }
}

/** The reasons of a yup-style field map (field -> i18n key), with each field's column header. */
export function reasonsOfFields(fields: Readonly<Record<string, string>>, headers: Readonly<Record<string, string>>): ImportReason[] {
  return Object.entries(fields).map(([field, code]) => ({ code, column: headers[field] ?? field }));
}

/** A whole-number id cell: empty is null; anything but a positive whole number is null with its reason. */
export interface ReadId {
  value: number | null;
  reason?: ImportReason;
}

export function readWholeId(cells: readonly CellValue[], at: number | undefined, column: string): ReadId {
  const cell = cells[at ?? -1];
  if (cellText(cell) === '') return { value: null };
  const value = cellNumber(cell);
  if (value !== null && Number.isSafeInteger(value) && value > 0) return { value };
  return { value: null, reason: { code: 'imports.reasons.wholeIdRequired', column, params: { value: cellText(cell) } } };
}
