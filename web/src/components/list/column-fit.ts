/**
 * Which columns a table hides so the rest fit its width, by priority (see ColumnPriority): pure rules, measured widths
 * in, column ids out. The measuring is use-column-fit.ts; the user's own choices (column-visibility.ts) always win.
 */
import type { Column, ColumnPriority } from './list-types';

/** The column a phone's card shows first. */
export const STATUS_COLUMN_ID = 'status';
/** Below this viewport width (Bootstrap's `sm`) a table's rows are cards. */
export const PHONE_MAX_WIDTH = 576;

/** The same items in the same order. */
export const sameItems = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

const HIDING_ORDER: Record<ColumnPriority, number> = { essential: 0, high: 1, normal: 2, low: 3 };

export function priorityOf<Row>(column: Column<Row>, index: number): ColumnPriority {
  if (column.priority) return column.priority;
  const namesTheRow = index === 0 || column.link === true;
  return namesTheRow || column.id === STATUS_COLUMN_ID || column.id === 'actions' ? 'essential' : 'normal';
}

/** May the user hide the column through the picker (and so may the table, for width: the picker brings it back). */
export function isHideable<Row>(column: Column<Row>, index: number): boolean {
  return column.hideable ?? (Boolean(column.defaultHidden) || priorityOf(column, index) !== 'essential');
}

/** A shown column the table may hide for width: hideable, not essential, and not one the user chose to see. */
function mayHideForWidth<Row>(column: Column<Row>, index: number, pinned: readonly string[]): boolean {
  return isHideable(column, index) && priorityOf(column, index) !== 'essential' && !pinned.includes(column.id);
}

/** What decides a table's columns besides their widths: the user's choices (column-visibility.ts). */
export interface ColumnChoice {
  /** Hidden by the user (or by default): never shown. */
  hidden: readonly string[];
  /** Chosen by the user: always shown. */
  pinned: readonly string[];
}

/**
 * The ids to hide so that `otherWidth` (what is not a column: the selection box, borders) plus the shown columns'
 * widths fit in `available`: the lowest priority first and, within one, the right-most first, until the rest fits (or
 * only columns that never hide are left, and the table scrolls).
 */
export function columnsToHide<Row>(
  columns: readonly Column<Row>[],
  choice: ColumnChoice,
  widthOf: (columnId: string) => number,
  otherWidth: number,
  available: number,
): string[] {
  const shown = columns.map((column, index) => ({ column, index })).filter(({ column }) => !choice.hidden.includes(column.id));
  let total = shown.reduce((sum, { column }) => sum + widthOf(column.id), otherWidth);
  const candidates = shown
    .filter(({ column, index }) => mayHideForWidth(column, index, choice.pinned))
    .sort((a, b) => HIDING_ORDER[priorityOf(b.column, b.index)] - HIDING_ORDER[priorityOf(a.column, a.index)] || b.index - a.index);
  const hidden: string[] = [];
  for (const { column } of candidates) {
    if (total <= available) break;
    hidden.push(column.id);
    total -= widthOf(column.id);
  }
  return hidden;
}

/** The columns a phone's card leaves out: the 'low' ones the user did not choose to see. */
export function columnsLeftOffCards<Row>(columns: readonly Column<Row>[], choice: ColumnChoice): string[] {
  return columns
    .filter((column, index) => !choice.hidden.includes(column.id) && mayHideForWidth(column, index, choice.pinned) && priorityOf(column, index) === 'low')
    .map((column) => column.id);
}
