/** The declarations a list screen is made of: columns, tabs, filter fields and actions. Every text is an i18n key. */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

export type ListStatus = 'loading' | 'ready' | 'error';
export type Align = 'start' | 'center' | 'end';

/**
 * How long a column stays in view when the table is narrower than its columns: 'low' hides first, then 'normal', then
 * 'high' (the right-most first within each); 'essential' never hides for width. A hidden one is unticked in the column
 * picker, which brings it back. On a phone (cards) every column but the 'low' ones shows.
 */
export type ColumnPriority = 'essential' | 'high' | 'normal' | 'low';

export interface Column<Row> {
  id: string;
  /** i18n key of the header text (also the column's name in the column picker). */
  headerKey: string;
  /** A header that is data, shown as written instead of headerKey's text (an attribute's name, a file's column). */
  header?: string;
  cell: (row: Row) => ReactNode;
  /** The sort field this column sorts by (one of the contract's sort fields); absent: not sortable. */
  sortField?: string;
  /** Direction of the first click on this column; later clicks toggle. Defaults to ascending. */
  firstDirection?: 'asc' | 'desc';
  align?: Align;
  /**
   * See ColumnPriority. Default: 'essential' for the first column, a `link` column and the columns `status` (it leads a
   * phone's card) and `actions`; 'normal' for the rest.
   */
  priority?: ColumnPriority;
  /** May be hidden through the column picker. Default: every column that may hide for width (not 'essential'). */
  hideable?: boolean;
  /** Hidden until the user shows it (implies hideable). */
  defaultHidden?: boolean;
  /** The cell links to the row's `rowHref` (give it to the column that names the row, e.g. the order number). */
  link?: boolean;
  className?: string;
  /** The cell is an input while the table is given `editing` (an editable grid, e.g. quick edit). */
  edit?: ColumnEdit<Row>;
}

/** How a column's cell is edited in place: the draft field it writes and the row's stored value as text. */
export interface ColumnEdit<Row> {
  field: string;
  value: (row: Row) => string;
  kind: 'number' | 'text' | 'select';
  /** For numbers: 'decimal' (prices) or 'numeric' (counts), the keyboard a phone shows. */
  inputMode?: 'decimal' | 'numeric';
  options?: readonly SelectOption[];
  /** The input's least width (CSS), when its values need more than the default to be read whole (a long SKU). */
  minWidth?: string;
}

/** Row key -> field -> value (typed text of a draft, or an i18n key of a problem). */
export type RowValues = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A problem of an edited row: an i18n key, or a key with the values of its placeholders. */
export type RowProblem = string | { key: string; values: Readonly<Record<string, string>> };

/** Row key -> field -> problem. */
export type RowProblems = Readonly<Record<string, Readonly<Record<string, RowProblem>>>>;

/** A problem's text in the reader's language. */
export const problemText = (problem: RowProblem, t: TFunction): string => (typeof problem === 'string' ? t(problem) : t(problem.key, problem.values));

/**
 * An editable grid's state and callbacks (see web/src/lib/resources/row-edit-resource.ts). Changed cells are kept as
 * typed; problems show under their cell, or under the row when no column edits their field.
 */
export interface RowEditing<Row> {
  drafts: RowValues;
  problems: RowProblems;
  saving: boolean;
  /** i18n key of a refusal of the whole save (not of one row). */
  errorKey?: string | null;
  /** Names a row in the inputs' labels (e.g. its SKU); the row key otherwise. */
  rowLabel?: (row: Row) => string;
  /** `base`: the row's stored value of every edited field, kept with the draft so a save needs no other copy. */
  onChange: (key: string, field: string, value: string, base: Readonly<Record<string, string>>) => void;
  onSave: () => void;
  onDiscard: () => void;
  onDiscardRow: (key: string) => void;
}

export interface TabDefinition<T extends string = string> {
  id: T;
  labelKey: string;
}

/** Live counts per tab; a missing tab (or null while loading) shows a placeholder badge. */
export type TabCounts<T extends string = string> = Partial<Record<T, number>> | null;

export interface SelectOption {
  value: string;
  labelKey: string;
  /** Values for the label's placeholders; `{ name }` with a literal name for options that are data, not text. */
  labelValues?: Record<string, string | number>;
}

interface FilterFieldBase {
  labelKey: string;
  /** i18n key of a hint shown under the field (e.g. Hepsiburada's leading zero). */
  hintKey?: string;
  placeholderKey?: string;
}

export interface TextFilterField extends FilterFieldBase {
  kind: 'text';
  name: string;
}

export interface SelectFilterField extends FilterFieldBase {
  kind: 'select';
  name: string;
  options: readonly SelectOption[];
  /** i18n key of the "no choice" option; defaults to `list.filters.any`. */
  anyKey?: string;
}

export interface DateRangeFilterField extends FilterFieldBase {
  kind: 'dateRange';
  /** Names of the two values (`from`, `to`); errors for the range are reported under `from`. */
  from: string;
  to: string;
  /** Spec §5: some screens require a range ('Please select a date range.'); every range is at most 10 days. */
  required?: boolean;
  /** The longest range when the screen states its own (its validator then checks it); null: no length rule here. */
  maxDays?: number | null;
}

/** A company by id, picked from the staff's company directory by name or id (admin cross-company lists). */
export interface CompanyFilterField extends FilterFieldBase {
  kind: 'company';
  name: string;
}

export type FilterField = TextFilterField | SelectFilterField | DateRangeFilterField | CompanyFilterField;

/** The list's parsed query (or any object holding the filter values); only the fields' names are read from it. */
export type FilterValues = object;
/** What Apply hands back: every field's name, trimmed text or undefined for "not filtered". */
export type AppliedFilters = Record<string, string | undefined>;

/** Field name → i18n key of its problem, or null when the values may be applied. */
export type FilterValidator = (values: Record<string, string>) => Record<string, string> | null;

export interface ListAction {
  id: string;
  labelKey: string;
  onClick: () => void;
  color?: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark' | 'light';
  variant?: 'outline' | 'ghost';
  icon?: string;
  disabled?: boolean;
  /** Shows a spinner and disables the button (e.g. an export being prepared). */
  busy?: boolean;
}

export interface BulkAction extends Omit<ListAction, 'onClick'> {
  /** Called with the selected row keys. */
  onClick: (keys: readonly string[]) => void;
}

export interface RowSelection<Row> {
  selected: readonly string[];
  onChange: (keys: string[]) => void;
  /** Rows that cannot be selected show a disabled box. */
  isSelectable?: (row: Row) => boolean;
}

/** A column's header text: its data header, else its key's text. */
export const headerTextOf = (column: Pick<Column<unknown>, 'header' | 'headerKey'>, t: (key: string) => string) => column.header ?? t(column.headerKey);
