import { memo, type MouseEvent, type ReactNode } from 'react';
import { CFormCheck, CTableDataCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditableCell } from './EditableCell';
import { headerTextOf, type Align, type Column, type RowEditing } from './list-types';
import { RowProblems } from './RowProblems';

const ALIGN_CLASS: Record<Align, string> = { start: 'text-start', center: 'text-center', end: 'text-end' };
export const alignClass = (align: Align | undefined) => (align ? ALIGN_CLASS[align] : undefined);

/** The parts of RowEditing one row needs; each stays the same object while the row does not change, so rows memoise. */
export interface RowEditProps<Row> {
  draft: Readonly<Record<string, string>> | undefined;
  problems: Readonly<Record<string, string>> | undefined;
  saving: boolean;
  /** The fields some column edits (a problem of another field shows under the row). */
  editedFields: ReadonlySet<string>;
  rowLabel: RowEditing<Row>['rowLabel'];
  onChange: RowEditing<Row>['onChange'];
  onDiscardRow: RowEditing<Row>['onDiscardRow'];
}

export interface DataTableRowProps<Row> {
  row: Row;
  rowKey: string;
  columns: readonly Column<Row>[];
  href: string | undefined;
  /** Null when the table has no selection column. */
  selected: boolean | null;
  canSelect: boolean;
  onToggle: (key: string) => void;
  /** Null when a click on the row does nothing. */
  onClick: ((row: Row, event: MouseEvent<HTMLTableRowElement>) => void) | null;
  edit: RowEditProps<Row> | null;
}

function DataTableRowOf<Row>({ row, rowKey: key, columns, href, selected, canSelect, onToggle, onClick, edit }: DataTableRowProps<Row>) {
  const { t } = useTranslation();
  const rowLabel = edit?.rowLabel?.(row) ?? key;
  const editable = columns.flatMap((column) => (column.edit ? [column.edit] : []));
  const base = () => Object.fromEntries(editable.map((spec) => [spec.field, spec.value(row)]));
  const cellOf = (column: Column<Row>): ReactNode => {
    if (edit && column.edit) {
      const { field } = column.edit;
      return (
        <EditableCell
          edit={column.edit}
          value={edit.draft?.[field] ?? column.edit.value(row)}
          changed={edit.draft?.[field] !== undefined}
          problem={edit.problems?.[field]}
          label={t('list.edit.cellLabel', { column: headerTextOf(column, t), row: rowLabel })}
          id={`edit-${key}-${field}`}
          disabled={edit.saving}
          onChange={(value) => edit.onChange(key, field, value, base())}
        />
      );
    }
    return column.link && href ? <Link to={href}>{column.cell(row)}</Link> : column.cell(row);
  };
  const rowProblems = edit
    ? Object.entries(edit.problems ?? {})
        .filter(([field]) => !edit.editedFields.has(field))
        .map(([, problem]) => problem)
    : [];
  return (
    <>
      <CTableRow
        data-testid="data-row"
        data-row-key={key}
        active={selected === true}
        color={edit?.draft ? 'warning' : undefined}
        data-dirty={edit?.draft ? 'true' : undefined}
        onClick={onClick ? (event) => onClick(row, event) : undefined}
        style={onClick ? { cursor: 'pointer' } : undefined}
      >
        {selected !== null ? (
          <CTableDataCell>
            <CFormCheck
              checked={selected}
              disabled={!canSelect}
              onChange={() => onToggle(key)}
              aria-label={t('list.table.selectRow', { key })}
              data-testid="select-row"
            />
          </CTableDataCell>
        ) : null}
        {columns.map((column) => (
          <CTableDataCell key={column.id} className={[alignClass(column.align), column.className].filter(Boolean).join(' ') || undefined}>
            {cellOf(column)}
          </CTableDataCell>
        ))}
      </CTableRow>
      {edit && rowProblems.length > 0 ? (
        <RowProblems
          rowKey={key}
          problems={rowProblems}
          columnCount={columns.length + (selected !== null ? 1 : 0)}
          canUndo={Boolean(edit.draft)}
          disabled={edit.saving}
          onUndo={() => edit.onDiscardRow(key)}
        />
      ) : null}
    </>
  );
}

/** One row of a DataTable; it renders again only when its own props change (an edit elsewhere in the grid leaves it be). */
export const DataTableRow = memo(DataTableRowOf, (before, after) => {
  const { edit: a, ...restBefore } = before;
  const { edit: b, ...restAfter } = after;
  const sameEdit =
    a === b ||
    (a !== null &&
      b !== null &&
      a.draft === b.draft &&
      a.problems === b.problems &&
      a.saving === b.saving &&
      a.editedFields === b.editedFields &&
      a.rowLabel === b.rowLabel &&
      a.onChange === b.onChange &&
      a.onDiscardRow === b.onDiscardRow);
  return sameEdit && (Object.keys(restBefore) as (keyof typeof restBefore)[]).every((name) => restBefore[name] === restAfter[name]);
}) as typeof DataTableRowOf;
