/**
 * Refused rows of any import as an editable grid: the kind's columns (and a product/variant file's attribute columns,
 * as its refused rows' stored cells name them), each row's stored cells as the inputs' values, the contract's reader
 * of the kind (IMPORT_READERS) judging a changed row as the import will, and the changed rows as the resend's body.
 */
import { COLUMN_GUIDES, type ColumnGuide } from '@contract/imports/column-guide';
import { headerIn, type ImportColumn } from '@contract/imports/import-columns';
import { IMPORT_COLUMNS, IMPORT_READERS } from '@contract/imports/import-readers';
import type { ImportKind, ImportRowError } from '@contract/imports/import.types';
import { reasonParamsIn, type ReasonLanguage } from '@contract/imports/reason-text';
import type { RowProblem } from '@web/components/list/list-types';

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
  /** Text columns: wide enough for the longest value the shown rows hold (`…-XXL` and `…-M` told apart at a glance). */
  minWidth?: string;
}

export type ResendValues = Readonly<Record<string, string>>;

const GUIDES: Readonly<Record<string, ColumnGuide | undefined>> = COLUMN_GUIDES;
const SKU_KEY = 'sku';
const SKU_HEADER = 'SKU';

/** A text input's width in characters: its longest value and a little room for the caret, within bounds. */
const TEXT_WIDTH = { least: 10, most: 40, room: 3 };

type Rows = readonly Pick<ImportRowError, 'cells' | 'sku'>[];

function textWidth(name: string, rows: Rows): string {
  const longest = Math.max(0, ...rows.map((row) => (row.cells?.[name] ?? (name === SKU_HEADER ? (row.sku ?? '') : '')).length));
  return `${Math.min(TEXT_WIDTH.most, Math.max(TEXT_WIDTH.least, longest + TEXT_WIDTH.room))}ch`;
}

function columnField(column: ImportColumn, language: ReasonLanguage, rows: Rows): ResendField {
  const format = GUIDES[column.key]?.format;
  const inputMode = format === 'whole' ? 'numeric' : format === 'decimal' ? 'decimal' : undefined;
  const base = { id: column.key, name: column.header, header: headerIn(column, language) };
  return inputMode ? { ...base, inputMode } : { ...base, minWidth: textWidth(column.header, rows) };
}

/** The grid's columns for a kind: its own, then the attribute columns the refused rows' stored cells carry. */
export function resendFields(kind: ImportKind, rows: Rows, language: ReasonLanguage): ResendField[] {
  const own = IMPORT_COLUMNS[kind].map((column) => columnField(column, language, rows));
  if (kind !== 'productVariant') return own;
  const known = new Set(own.map((field) => field.name));
  const attributes = [...new Set(rows.flatMap((row) => Object.keys(row.cells ?? {})))].filter((name) => !known.has(name));
  return [...own, ...attributes.map((name) => ({ id: `attribute:${name}`, name, header: name, minWidth: textWidth(name, rows) }))];
}

/** A refused row's cells by field, as the file had them (the SKU the row was known by when no cells were kept). */
export function storedValues(fields: readonly ResendField[], row: Pick<ImportRowError, 'cells' | 'sku'>): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.id, row.cells?.[field.name] ?? (field.id === SKU_KEY ? (row.sku ?? '') : '')]));
}

/** What the kind's reader would refuse in these values: field -> the first reason of its column, with its values in the reader's language. */
export function resendProblems(kind: ImportKind, fields: readonly ResendField[], values: ResendValues, language: ReasonLanguage): Record<string, RowProblem> {
  const reader = IMPORT_READERS[kind](fields.map((field) => field.name));
  if ('missing' in reader) return {};
  const read = reader.read(fields.map((field) => values[field.id] ?? ''));
  if (!('reasons' in read)) return {};
  const problems: Record<string, RowProblem> = {};
  for (const reason of read.reasons) {
    const field = fields.find((known) => known.name === reason.column);
    if (field && !problems[field.id]) problems[field.id] = reason.params ? { key: reason.code, values: reasonParamsIn(language, reason.params) } : reason.code;
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
