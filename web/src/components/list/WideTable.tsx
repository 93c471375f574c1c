import { useMemo } from 'react';
import { CFormCheck, CTable, CTableBody, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useHorizontalOverflow } from '@web/lib/use-horizontal-overflow';
import type { DataTableProps } from './DataTable';
import { rowEditOf } from './cell-content';
import { alignClass, DataTableRow } from './DataTableRow';
import { nextSort, sortStateOf } from './sort-state';
import { headerTextOf } from './list-types';
import { useColumnFit } from './use-column-fit';
import { useRowInteractions } from './use-row-interactions';

const NO_COLUMNS: readonly string[] = [];

/** DataTable on a screen wider than a phone: a table whose columns fit its width by priority, the rest scrolling. */
export function WideTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, labelKey, sort, onSortChange, hiddenColumns = NO_COLUMNS, columnFit, selection, busy = false, editing } = props;
  const { t, i18n } = useTranslation();
  const choice = useMemo(() => ({ hidden: hiddenColumns, pinned: columnFit?.pinned ?? NO_COLUMNS }), [hiddenColumns, columnFit?.pinned]);
  const [scroller, overflow] = useHorizontalOverflow<HTMLDivElement>();
  const {
    sizerRef,
    tableRef,
    hidden: fittedOut,
  } = useColumnFit({
    columns,
    choice,
    content: [rows, i18n.language, Boolean(editing)],
    enabled: Boolean(columnFit),
    overflowing: overflow.start || overflow.end,
    onHiddenChange: columnFit?.onHiddenChange,
  });
  const shown = useMemo(
    () => columns.filter((column) => !hiddenColumns.includes(column.id) && !fittedOut.includes(column.id)),
    [columns, hiddenColumns, fittedOut],
  );
  const edited = useMemo(() => columns.flatMap((column) => (column.edit ? [column.edit] : [])), [columns]);
  const rowsActions = useRowInteractions(props);
  // The first column (the selection box, else the row's name) and a last `actions` column stay in view while the
  // rest scrolls; a shade on them says there is more.
  const tableClass = ['mb-0', 'table-sticky-start', shown.at(-1)?.id === 'actions' ? 'table-sticky-end' : ''].filter(Boolean).join(' ');
  const scrollerClass = ['table-responsive', 'table-scroller', overflow.start ? 'hides-start' : '', overflow.end ? 'hides-end' : ''].filter(Boolean).join(' ');

  return (
    <div data-testid="data-table-frame">
      {/* As wide as the table may be; shallower than the table, so fitting the columns in its report loops nothing. */}
      <div ref={sizerRef} aria-hidden="true" data-testid="table-sizer" />
      <div className="table-frame">
        {/* A table wider than its frame scrolls by keyboard too: the scroller takes focus (arrow keys then scroll it). */}
        <div
          ref={scroller}
          className={scrollerClass}
          {...(overflow.start || overflow.end ? { tabIndex: 0, role: 'region', 'aria-label': t(labelKey) } : {})}
          data-testid="table-scroller"
        >
          <CTable ref={tableRef} hover align="middle" aria-label={t(labelKey)} aria-busy={busy} data-testid="data-table" className={tableClass}>
            <CTableHead>
              <CTableRow>
                {selection ? (
                  <CTableHeaderCell scope="col" style={{ width: '2.5rem' }}>
                    <CFormCheck {...rowsActions.selectAll} aria-label={t('list.table.selectAll')} data-testid="select-all" />
                  </CTableHeaderCell>
                ) : null}
                {shown.map((column) => {
                  const ariaSort = onSortChange ? sortStateOf(column, sort) : undefined;
                  return (
                    <CTableHeaderCell
                      key={column.id}
                      scope="col"
                      aria-sort={ariaSort}
                      className={alignClass(column.align)}
                      data-testid={`column-${column.id}`}
                      data-column-id={column.id}
                    >
                      {ariaSort ? (
                        <button
                          type="button"
                          className="btn btn-link p-0 fw-semibold text-reset text-decoration-none text-nowrap"
                          onClick={() => onSortChange?.(nextSort(column, sort))}
                        >
                          {headerTextOf(column, t)}
                          <span aria-hidden="true" className={`ms-1 small${ariaSort === 'none' ? ' opacity-25' : ''}`}>
                            {ariaSort === 'descending' ? '▼' : ariaSort === 'ascending' ? '▲' : '↕'}
                          </span>
                        </button>
                      ) : (
                        headerTextOf(column, t)
                      )}
                    </CTableHeaderCell>
                  );
                })}
              </CTableRow>
            </CTableHead>
            <CTableBody className={busy ? 'table-rows-busy' : undefined}>
              {rows.map((row) => {
                const key = rowKey(row);
                return <DataTableRow<Row> key={key} {...rowsActions.propsOf(row, key)} columns={shown} edit={rowEditOf(editing, key, edited)} />;
              })}
            </CTableBody>
          </CTable>
        </div>
      </div>
    </div>
  );
}
