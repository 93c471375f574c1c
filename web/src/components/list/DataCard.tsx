import { memo } from 'react';
import { CFormCheck } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { cellContent, problemsOutsideCells, sameRowProps } from './cell-content';
import type { DataTableRowProps } from './DataTableRow';
import { headerTextOf } from './list-types';
import { RowProblemsLine } from './RowProblems';

/**
 * One row of a DataTable on a phone: a card whose columns (the status first) are label and value pairs and whose
 * `actions` column closes it; the link, the inputs of an editable grid and the selection box work as in the table.
 */
function DataCardOf<Row>({ row, rowKey: key, columns, href, selected, canSelect, onToggle, onClick, edit }: DataTableRowProps<Row>) {
  const { t } = useTranslation();
  const rowProblems = problemsOutsideCells(edit);
  const cellOf = (column: (typeof columns)[number]) => cellContent(column, { row, rowKey: key, href, edit, t });
  const actions = columns.find((column) => column.id === 'actions');
  const border = edit?.draft ? ' border-warning' : selected ? ' border-primary' : '';
  return (
    <li
      className={`card${border}`}
      data-testid="data-row"
      data-row-key={key}
      data-dirty={edit?.draft ? 'true' : undefined}
      onClick={onClick ? (event) => onClick(row, event) : undefined}
      style={onClick ? { cursor: 'pointer' } : undefined}
    >
      <div className="card-body d-flex gap-2 px-3 py-2">
        {selected !== null ? (
          <CFormCheck
            checked={selected}
            disabled={!canSelect}
            onChange={() => onToggle(key)}
            aria-label={t('list.table.selectRow', { key })}
            className="pt-1"
            data-testid="select-row"
          />
        ) : null}
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <dl className="mb-0">
            {columns
              .filter((column) => column !== actions)
              .map((column) => (
                <div key={column.id} className="d-flex gap-2 py-1" data-testid={`card-field-${column.id}`}>
                  <dt className="fw-normal small text-body-secondary flex-shrink-0" style={{ width: '40%' }}>
                    {headerTextOf(column, t)}
                  </dt>
                  <dd className="mb-0 text-break" style={{ minWidth: 0 }}>
                    {cellOf(column)}
                  </dd>
                </div>
              ))}
          </dl>
          {actions ? <div className="d-flex justify-content-end pt-1">{cellOf(actions)}</div> : null}
          {edit && rowProblems.length > 0 ? (
            <div className="pt-1" data-testid="row-problems" data-row-key={key}>
              <RowProblemsLine problems={rowProblems} canUndo={Boolean(edit.draft)} disabled={edit.saving} onUndo={() => edit.onDiscardRow(key)} />
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** One card of DataCards; like a table row, it renders again only when its own props change. */
export const DataCard = memo(DataCardOf, sameRowProps) as typeof DataCardOf;
