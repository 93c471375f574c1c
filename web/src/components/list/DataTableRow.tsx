import { memo, type MouseEvent } from 'react';
import { CFormCheck, CTableDataCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { cellContent, problemsOutsideCells, sameRowProps, type RowEditProps } from './cell-content';
import type { Align, Column } from './list-types';
import { RowProblems } from './RowProblems';

const ALIGN_CLASS: Record<Align, string> = { start: 'text-start', center: 'text-center', end: 'text-end' };
export const alignClass = (align: Align | undefined) => (align ? ALIGN_CLASS[align] : undefined);

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
  onClick: ((row: Row, event: MouseEvent<HTMLElement>) => void) | null;
  edit: RowEditProps<Row> | null;
}

function DataTableRowOf<Row>({ row, rowKey: key, columns, href, selected, canSelect, onToggle, onClick, edit }: DataTableRowProps<Row>) {
  const { t } = useTranslation();
  const rowProblems = problemsOutsideCells(edit);
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
            {cellContent(column, { row, rowKey: key, href, edit, t })}
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
export const DataTableRow = memo(DataTableRowOf, sameRowProps) as typeof DataTableRowOf;
