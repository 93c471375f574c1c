import { useCallback, useMemo, type MouseEvent } from 'react';
import { CFormCheck, CTable, CTableBody, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Sort } from '@contract/lists/list-query';
import { useHorizontalOverflow } from '@web/lib/use-horizontal-overflow';
import { alignClass, DataTableRow } from './DataTableRow';
import { headerTextOf, type Column, type RowEditing, type RowSelection } from './list-types';

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** i18n key naming the table (usually the screen's title). */
  labelKey: string;
  sort?: Sort | null;
  onSortChange?: (sort: Sort) => void;
  /** Ids of the columns not shown. */
  hiddenColumns?: readonly string[];
  selection?: RowSelection<Row>;
  /** Where a row leads: `link` columns render a link to it and a click elsewhere on the row follows it. */
  rowHref?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** Rows are being replaced: they stay, dimmed, and the table says it is busy. */
  busy?: boolean;
  /** Columns with `edit` become inputs: an editable grid. */
  editing?: RowEditing<Row>;
}

const NO_COLUMNS: readonly string[] = [];
const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"]';

type AriaSort = 'ascending' | 'descending' | 'none';

function nextSort<Row>(column: Column<Row>, sort: Sort | null | undefined): Sort {
  const field = column.sortField ?? column.id;
  if (sort?.field === field) return { field, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: column.firstDirection ?? 'asc' };
}

/** A table declared by its columns: header sorting (aria-sort), row selection with select-all, row links, hidden columns. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, labelKey, sort, onSortChange, hiddenColumns = NO_COLUMNS, selection, rowHref, onRowClick, busy = false, editing } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = useMemo(() => columns.filter((column) => !hiddenColumns.includes(column.id)), [columns, hiddenColumns]);
  const editedFields = useMemo(() => new Set(columns.flatMap((column) => (column.edit ? [column.edit.field] : []))), [columns]);
  const selected = new Set(selection?.selected ?? []);
  const selectable = selection ? rows.filter((row) => selection.isSelectable?.(row) ?? true).map(rowKey) : [];
  const selectedOnPage = selectable.filter((key) => selected.has(key));
  const allOnPage = selectable.length > 0 && selectedOnPage.length === selectable.length;

  const toggleAll = () => {
    if (!selection) return;
    const onPage = new Set(selectable);
    const others = selection.selected.filter((key) => !onPage.has(key));
    selection.onChange(allOnPage ? others : [...others, ...selectable]);
  };
  const onToggle = useCallback(
    (key: string) => {
      if (!selection) return;
      selection.onChange(selection.selected.includes(key) ? selection.selected.filter((k) => k !== key) : [...selection.selected, key]);
    },
    [selection],
  );
  // Stable while the props are, so a row renders again only when its own data changes (an edit elsewhere leaves it be).
  const onClick = useCallback(
    (row: Row, event: MouseEvent<HTMLTableRowElement>) => {
      if ((event.target as Element).closest(INTERACTIVE)) return;
      if (onRowClick) onRowClick(row);
      else if (rowHref) void navigate(rowHref(row));
    },
    [onRowClick, rowHref, navigate],
  );
  const clickable = Boolean(onRowClick ?? rowHref);
  const [scroller, overflow] = useHorizontalOverflow<HTMLDivElement>();
  // The first column (the selection box, else the row's name) and a last `actions` column stay in view while the
  // rest scrolls; a shade on them says there is more.
  const tableClass = ['mb-0', 'table-sticky-start', shown.at(-1)?.id === 'actions' ? 'table-sticky-end' : ''].filter(Boolean).join(' ');
  const scrollerClass = ['table-responsive', 'table-scroller', overflow.start ? 'hides-start' : '', overflow.end ? 'hides-end' : ''].filter(Boolean).join(' ');

  return (
    <div className="table-frame">
      {/* A table wider than its frame scrolls by keyboard too: the scroller takes focus (arrow keys then scroll it). */}
      <div
        ref={scroller}
        className={scrollerClass}
        {...(overflow.start || overflow.end ? { tabIndex: 0, role: 'region', 'aria-label': t(labelKey) } : {})}
        data-testid="table-scroller"
      >
        <CTable hover align="middle" aria-label={t(labelKey)} aria-busy={busy} data-testid="data-table" className={tableClass}>
          <CTableHead>
            <CTableRow>
              {selection ? (
                <CTableHeaderCell scope="col" style={{ width: '2.5rem' }}>
                  <CFormCheck
                    checked={allOnPage}
                    indeterminate={!allOnPage && selectedOnPage.length > 0}
                    disabled={selectable.length === 0}
                    onChange={toggleAll}
                    aria-label={t('list.table.selectAll')}
                    data-testid="select-all"
                  />
                </CTableHeaderCell>
              ) : null}
              {shown.map((column) => {
                const field = column.sortField;
                const sortable = Boolean(field && onSortChange);
                const ariaSort: AriaSort | undefined = !sortable
                  ? undefined
                  : sort?.field !== field
                    ? 'none'
                    : sort?.direction === 'asc'
                      ? 'ascending'
                      : 'descending';
                return (
                  <CTableHeaderCell key={column.id} scope="col" aria-sort={ariaSort} className={alignClass(column.align)} data-testid={`column-${column.id}`}>
                    {sortable ? (
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
              return (
                <DataTableRow<Row>
                  key={key}
                  row={row}
                  rowKey={key}
                  columns={shown}
                  href={rowHref?.(row)}
                  selected={selection ? selected.has(key) : null}
                  canSelect={selection?.isSelectable?.(row) ?? true}
                  onToggle={onToggle}
                  onClick={clickable ? onClick : null}
                  edit={
                    editing
                      ? {
                          draft: editing.drafts[key],
                          problems: editing.problems[key],
                          saving: editing.saving,
                          editedFields,
                          rowLabel: editing.rowLabel,
                          onChange: editing.onChange,
                          onDiscardRow: editing.onDiscardRow,
                        }
                      : null
                  }
                />
              );
            })}
          </CTableBody>
        </CTable>
      </div>
    </div>
  );
}
