/**
 * The columns of an import file: each has a key, the English header the templates write and the other headers it is
 * known by (Turkish). A file's header row is matched to them by text, so the order of columns does not matter.
 */
import type { ImportReason } from './import.types';

export interface ImportColumn<K extends string = string> {
  key: K;
  header: string;
  aliases?: readonly string[];
  required?: boolean;
}

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
    const index = [column.header, ...(column.aliases ?? [])].map((text) => byText.get(headerKey(text))).find((found) => found !== undefined);
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

/** A cell as a number: numbers as they are, text in either 1234.5 or Turkish 1.234,5 form; null when it is not one. */
export function cellNumber(cell: CellValue | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const text = cellText(cell);
  if (!text) return null;
  const normal = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) || /^-?\d+,\d+$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}

/** The reasons of a yup-style field map (field -> i18n key), with each field's column header. */
export function reasonsOfFields(fields: Readonly<Record<string, string>>, headers: Readonly<Record<string, string>>): ImportReason[] {
  return Object.entries(fields).map(([field, code]) => ({ code, column: headers[field] ?? field }));
}
