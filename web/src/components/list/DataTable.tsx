import type { MouseEvent } from 'react';
import { CFormCheck, CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Sort } from '@contract/lists/list-query';
import type { Align, Column, RowSelection } from './list-types';

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
}

const ALIGN_CLASS: Record<Align, string> = { start: 'text-start', center: 'text-center', end: 'text-end' };
const alignClass = (align: Align | undefined) => (align ? ALIGN_CLASS[align] : undefined);
const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"]';

type AriaSort = 'ascending' | 'descending' | 'none';

function nextSort<Row>(column: Column<Row>, sort: Sort | null | undefined): Sort {
  const field = column.sortField ?? column.id;
  if (sort?.field === field) return { field, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: column.firstDirection ?? 'asc' };
}

/** A table declared by its columns: header sorting (aria-sort), row selection with select-all, row links, hidden columns. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, labelKey, sort, onSortChange, hiddenColumns = [], selection, rowHref, onRowClick, busy = false } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = columns.filter((column) => !hiddenColumns.includes(column.id));
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
  const toggleRow = (key: string) => {
    if (!selection) return;
    selection.onChange(selected.has(key) ? selection.selected.filter((k) => k !== key) : [...selection.selected, key]);
  };
  const rowClicked = (row: Row) => (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (onRowClick) onRowClick(row);
    else if (rowHref) void navigate(rowHref(row));
  };
  const clickable = Boolean(onRowClick ?? rowHref);

  return (
    <CTable hover responsive align="middle" aria-label={t(labelKey)} aria-busy={busy} data-testid="data-table" className="mb-0">
      <CTableHead>
        <CTableRow>
          {selection ? (
            <CTableHeaderCell scope="col" style={{ width: '2.5rem' }}>
              <CFormCheck checked={allOnPage} indeterminate={!allOnPage && selectedOnPage.length > 0} disabled={selectable.length === 0}
                onChange={toggleAll} aria-label={t('list.table.selectAll')} data-testid="select-all" />
            </CTableHeaderCell>
          ) : null}
          {shown.map((column) => {
            const field = column.sortField;
            const sortable = Boolean(field && onSortChange);
            const ariaSort: AriaSort | undefined = !sortable ? undefined : sort?.field !== field ? 'none' : sort?.direction === 'asc' ? 'ascending' : 'descending';
            return (
              <CTableHeaderCell key={column.id} scope="col" aria-sort={ariaSort} className={alignClass(column.align)} data-testid={`column-${column.id}`}>
                {sortable ? (
                  <button type="button" className="btn btn-link p-0 fw-semibold text-reset text-decoration-none text-nowrap"
                    onClick={() => onSortChange?.(nextSort(column, sort))}>
                    {t(column.headerKey)}
                    <span aria-hidden="true" className={`ms-1 small${ariaSort === 'none' ? ' opacity-25' : ''}`}>
                      {ariaSort === 'descending' ? '▼' : ariaSort === 'ascending' ? '▲' : '↕'}
                    </span>
                  </button>
                ) : t(column.headerKey)}
              </CTableHeaderCell>
            );
          })}
        </CTableRow>
      </CTableHead>
      <CTableBody style={busy ? { opacity: 0.5, transition: 'opacity 150ms' } : undefined}>
        {rows.map((row) => {
          const key = rowKey(row);
          const href = rowHref?.(row);
          const canSelect = selection?.isSelectable?.(row) ?? true;
          return (
            <CTableRow key={key} data-testid="data-row" data-row-key={key} active={selected.has(key)}
              onClick={clickable ? rowClicked(row) : undefined} style={clickable ? { cursor: 'pointer' } : undefined}>
              {selection ? (
                <CTableDataCell>
                  <CFormCheck checked={selected.has(key)} disabled={!canSelect} onChange={() => toggleRow(key)}
                    aria-label={t('list.table.selectRow', { key })} data-testid="select-row" />
                </CTableDataCell>
              ) : null}
              {shown.map((column) => (
                <CTableDataCell key={column.id} className={[alignClass(column.align), column.className].filter(Boolean).join(' ') || undefined}>
                  {column.link && href ? <Link to={href}>{column.cell(row)}</Link> : column.cell(row)}
                </CTableDataCell>
              ))}
            </CTableRow>
          );
        })}
      </CTableBody>
    </CTable>
  );
}
