import { useLayoutEffect, useMemo } from 'react';
import { CFormCheck } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { DataTableProps } from './DataTable';
import { rowEditOf } from './cell-content';
import { columnsLeftOffCards, STATUS_COLUMN_ID } from './column-fit';
import { DataCard } from './DataCard';
import { CardSortPicker } from './CardSortPicker';
import { useRowInteractions } from './use-row-interactions';

const NO_COLUMNS: readonly string[] = [];

/**
 * DataTable on a phone: a list of cards, one per row, each its status first and then the columns as label and value
 * (the 'low' ones left off unless the user chose them); sorting and select-all sit above the cards.
 */
export function DataCards<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, labelKey, sort, onSortChange, hiddenColumns = NO_COLUMNS, columnFit, selection, busy = false, editing } = props;
  const { t } = useTranslation();
  const pinned = columnFit?.pinned ?? NO_COLUMNS;
  const leftOff = useMemo(
    () => (columnFit ? columnsLeftOffCards(columns, { hidden: hiddenColumns, pinned }) : NO_COLUMNS),
    [columns, hiddenColumns, pinned, columnFit],
  );
  const report = columnFit?.onHiddenChange;
  useLayoutEffect(() => {
    report?.(leftOff);
  }, [report, leftOff]);
  const shown = useMemo(
    () => columns.filter((column) => !hiddenColumns.includes(column.id) && !leftOff.includes(column.id)),
    [columns, hiddenColumns, leftOff],
  );
  // The status leads the card; the rest keep their order.
  const ordered = useMemo(
    () => [...shown.filter((column) => column.id === STATUS_COLUMN_ID), ...shown.filter((column) => column.id !== STATUS_COLUMN_ID)],
    [shown],
  );
  const edited = useMemo(() => columns.flatMap((column) => (column.edit ? [column.edit] : [])), [columns]);
  const rowsActions = useRowInteractions(props);

  return (
    <div data-testid="data-cards">
      {selection || onSortChange ? (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          {selection ? (
            <CFormCheck {...rowsActions.selectAll} id={`select-all-${labelKey}`} label={t('list.table.selectAll')} data-testid="select-all" />
          ) : null}
          {onSortChange ? <CardSortPicker columns={columns} sort={sort} onSortChange={onSortChange} /> : null}
        </div>
      ) : null}
      <ul className={`list-unstyled d-grid gap-2 mb-0${busy ? ' table-rows-busy text-body-secondary' : ''}`} aria-label={t(labelKey)} aria-busy={busy}>
        {rows.map((row) => {
          const key = rowKey(row);
          return <DataCard<Row> key={key} {...rowsActions.propsOf(row, key)} columns={ordered} edit={rowEditOf(editing, key, edited)} />;
        })}
      </ul>
    </div>
  );
}
