/** What a row's cell holds, the same in a table row and in a phone's card: its value, a link to the row, or an input. */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EditableCell } from './EditableCell';
import { headerTextOf, type Column, type ColumnEdit, type RowEditing, type RowProblem } from './list-types';

/** The parts of RowEditing one row needs; each stays the same object while the row does not change, so rows memoise. */
export interface RowEditProps<Row> {
  draft: Readonly<Record<string, string>> | undefined;
  problems: Readonly<Record<string, RowProblem>> | undefined;
  saving: boolean;
  /** Every column's edit, shown or not (a problem of a field none edits shows under the row). */
  edited: readonly ColumnEdit<Row>[];
  rowLabel: RowEditing<Row>['rowLabel'];
  onChange: RowEditing<Row>['onChange'];
  onDiscardRow: RowEditing<Row>['onDiscardRow'];
}

export function rowEditOf<Row>(editing: RowEditing<Row> | undefined, key: string, edited: readonly ColumnEdit<Row>[]): RowEditProps<Row> | null {
  if (!editing) return null;
  const { drafts, problems, saving, rowLabel, onChange, onDiscardRow } = editing;
  return { draft: drafts[key], problems: problems[key], saving, edited, rowLabel, onChange, onDiscardRow };
}

function sameRowEdit<Row>(a: RowEditProps<Row> | null, b: RowEditProps<Row> | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return (Object.keys(a) as (keyof RowEditProps<Row>)[]).every((name) => a[name] === b[name]);
}

/** A row's (or card's) props that render alike: the same values, and an edit of the same parts. */
export function sameRowProps<Props extends { edit: RowEditProps<Row> | null }, Row>(before: Props, after: Props): boolean {
  const { edit: a, ...restBefore } = before;
  const { edit: b, ...restAfter } = after;
  return sameRowEdit(a, b) && (Object.keys(restBefore) as (keyof typeof restBefore)[]).every((name) => restBefore[name] === restAfter[name]);
}

export interface CellOptions<Row> {
  row: Row;
  rowKey: string;
  href: string | undefined;
  edit: RowEditProps<Row> | null;
  t: TFunction;
}

export function cellContent<Row>(column: Column<Row>, { row, rowKey, href, edit, t }: CellOptions<Row>): ReactNode {
  if (edit && column.edit) {
    const { field } = column.edit;
    // Every edited field's stored value goes with a change, so a save needs no other copy of the row.
    const base = () => Object.fromEntries(edit.edited.map((spec) => [spec.field, spec.value(row)]));
    return (
      <EditableCell
        edit={column.edit}
        value={edit.draft?.[field] ?? column.edit.value(row)}
        changed={edit.draft?.[field] !== undefined}
        problem={edit.problems?.[field]}
        label={t('list.edit.cellLabel', { column: headerTextOf(column, t), row: edit.rowLabel?.(row) ?? rowKey })}
        id={`edit-${rowKey}-${field}`}
        disabled={edit.saving}
        onChange={(value) => edit.onChange(rowKey, field, value, base())}
      />
    );
  }
  return column.link && href ? <Link to={href}>{column.cell(row)}</Link> : column.cell(row);
}

/** The row's problems no cell shows (their field is not edited by any column). */
export function problemsOutsideCells<Row>(edit: RowEditProps<Row> | null): RowProblem[] {
  if (!edit) return [];
  return Object.entries(edit.problems ?? {})
    .filter(([field]) => !edit.edited.some((spec) => spec.field === field))
    .map(([, problem]) => problem);
}
