/**
 * Refused rows of any import as an editable grid: the kind's columns (and a product/variant file's attribute columns,
 * as its refused rows' stored cells name them), each row's stored cells as the inputs' values, the contract's reader
 * of the kind (IMPORT_READERS) judging a changed row as the import will, and the changed rows as the resend's body.
 */
import { COLUMN_GUIDES, type ColumnGuide } from '@contract/imports/column-guide';
import { headerIn, type ImportColumn } from '@contract/imports/import-columns';
import { IMPORT_COLUMNS, IMPORT_READERS } from '@contract/imports/import-readers';
import type { ImportKind, ImportRowError } from '@contract/imports/import.types';
import type { ReasonLanguage } from '@contract/imports/reason-text';

/** One editable column of the grid. */
export interface ResendField {
  /** The draft's field: the column's key, `attribute:<name>` for an attribute. */
  id: string;
  /** The cell's name in the stored cells and in the resent header: the column's English header, an attribute's name. */
  name: string;
  /** The header shown: the template's, in the reader's language; an attribute's name as the file had it. */
  header: string;
  /** Number columns: the keyboard a phone shows. Text columns have none. */
  inputMode?: 'decimal' | 'numeric';
}

export type ResendValues = Readonly<Record<string, string>>;

const GUIDES: Readonly<Record<string, ColumnGuide | undefined>> = COLUMN_GUIDES;
const SKU_KEY = 'sku';

function columnField(column: ImportColumn, language: ReasonLanguage): ResendField {
  const format = GUIDES[column.key]?.format;
  const inputMode = format === 'whole' ? 'numeric' : format === 'decimal' ? 'decimal' : undefined;
  return { id: column.key, name: column.header, header: headerIn(column, language), ...(inputMode ? { inputMode } : {}) };
}

/** The grid's columns for a kind: its own, then the attribute columns the refused rows' stored cells carry. */
export function resendFields(kind: ImportKind, rows: readonly Pick<ImportRowError, 'cells'>[], language: ReasonLanguage): ResendField[] {
  const own = IMPORT_COLUMNS[kind].map((column) => columnField(column, language));
  if (kind !== 'productVariant') return own;
  const known = new Set(own.map((field) => field.name));
  const attributes = [...new Set(rows.flatMap((row) => Object.keys(row.cells ?? {})))].filter((name) => !known.has(name));
  return [...own, ...attributes.map((name) => ({ id: `attribute:${name}`, name, header: name }))];
}

/** A refused row's cells by field, as the file had them (the SKU the row was known by when no cells were kept). */
export function storedValues(fields: readonly ResendField[], row: Pick<ImportRowError, 'cells' | 'sku'>): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.id, row.cells?.[field.name] ?? (field.id === SKU_KEY ? (row.sku ?? '') : '')]));
}

/** What the kind's reader would refuse in these values: field -> i18n key (the first reason of each column). */
export function resendProblems(kind: ImportKind, fields: readonly ResendField[], values: ResendValues): Record<string, string> {
  const reader = IMPORT_READERS[kind](fields.map((field) => field.name));
  if ('missing' in reader) return {};
  const read = reader.read(fields.map((field) => values[field.id] ?? ''));
  if (!('reasons' in read)) return {};
  const problems: Record<string, string> = {};
  for (const reason of read.reasons) {
    const field = fields.find((known) => known.name === reason.column);
    if (field && !problems[field.id]) problems[field.id] = reason.code;
  }
  return problems;
}

/** The changed rows in the order given, their cells in the header's order (the stored cells under each change). */
export function resendBody(fields: readonly ResendField[], changed: readonly { stored: ResendValues; draft: ResendValues }[]) {
  const rows = changed.map(({ stored, draft }) => fields.map((field) => (draft[field.id] ?? stored[field.id] ?? '').trim()));
  return { header: fields.map((field) => field.name), rows };
}

/** `prices.xlsx` resent as `prices-fixed.xlsx`. */
export function resendFileName(uploaded: string | null | undefined): string {
  const base = (uploaded ?? '').replace(/\.[^.]+$/, '').replace(/-errors$/, '') || 'import';
  return `${base}-fixed.xlsx`;
}
