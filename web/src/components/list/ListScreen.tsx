import type { ReactNode } from 'react';
import { CCard, CCardBody, CCardHeader } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Sort } from '@contract/lists/list-query';
import { ActionButton } from './ActionButton';
import { BulkActionBar } from './BulkActionBar';
import { ColumnPicker } from './ColumnPicker';
import { DataTable } from './DataTable';
import { EditBar } from './EditBar';
import { LeaveGuard } from './LeaveGuard';
import { FilterBar, type FilterBarProps } from './FilterBar';
import { ListStates } from './ListStates';
import { Pagination } from './Pagination';
import { StatusTabs, type StatusTabsProps } from './StatusTabs';
import { useColumnChoice } from './use-column-choice';
import type { BulkAction, Column, ListAction, ListStatus, RowEditing, RowSelection } from './list-types';

export type ListTabsConfig<Tab extends string> = Omit<StatusTabsProps<Tab>, 'labelKey'>;

export interface ListScreenProps<Row, Tab extends string = string> {
  /** Names the list for the column choice kept in localStorage (e.g. 'orders'). */
  listId: string;
  /** i18n key of the page title (usually the route's, e.g. 'routes.orders'). */
  titleKey: string;
  tabs?: ListTabsConfig<Tab>;
  filters?: FilterBarProps;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHref?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  sort?: Sort | null;
  onSortChange?: (sort: Sort) => void;
  status: ListStatus;
  /** i18n key of the screen's own load error (spec §8), shown with a Retry button. */
  errorKey: string;
  onRetry: () => void;
  /** i18n key of the empty text; 'No data was found.' by default. */
  emptyKey?: string;
  selection?: RowSelection<Row>;
  /** Shown in a bar above the table while rows are selected; each gets the selected keys. */
  bulkActions?: readonly BulkAction[];
  /** Buttons in the card header (e.g. Export). */
  toolbar?: readonly ListAction[];
  /** Between the tabs and the filters: what the tab is about (e.g. a reconciliation period's picker and totals). */
  summary?: ReactNode;
  /** Rendered after the card: the screen's URL dialogs. */
  children?: ReactNode;
  /** An editable grid: columns with `edit` become inputs, with the Save/Discard bar and a question before leaving. */
  editing?: RowEditing<Row>;
}

/** A whole list screen from one declaration: title, toolbar, tabs, filters, table, states, selection and pages. */
export function ListScreen<Row, Tab extends string = string>(props: ListScreenProps<Row, Tab>) {
  const {
    listId,
    titleKey,
    tabs,
    filters,
    columns,
    rows,
    rowKey,
    rowHref,
    onRowClick,
    total,
    page,
    pageSize,
    onPageChange,
    onPageSizeChange,
    sort,
    onSortChange,
    status,
    errorKey,
    onRetry,
    emptyKey,
    selection,
    bulkActions = [],
    toolbar = [],
    children,
    editing,
  } = props;
  const { t } = useTranslation();
  const columnChoice = useColumnChoice(listId, columns);
  const showRows = status !== 'error' && rows.length > 0;
  const changed = editing ? Object.keys(editing.drafts).length : 0;
  const withProblems = editing ? Object.values(editing.problems).filter((fields) => Object.keys(fields).length > 0).length : 0;
  return (
    <>
      <CCard className="mb-4" data-testid={`list-${listId}`}>
        <CCardHeader className="d-flex flex-wrap align-items-center gap-2">
          <h1 className="h4 mb-0 me-auto">{t(titleKey)}</h1>
          {toolbar.map(({ id, ...action }) => (
            <ActionButton key={id} {...action} testId={`toolbar-${id}`} />
          ))}
          <ColumnPicker {...columnChoice.picker} />
        </CCardHeader>
        <CCardBody>
          {tabs ? <StatusTabs status={status} {...tabs} /> : null}
          {props.summary}
          {filters ? <FilterBar {...filters} /> : null}
          {editing ? (
            <EditBar
              changed={changed}
              withProblems={withProblems}
              saving={editing.saving}
              errorKey={editing.errorKey}
              onSave={editing.onSave}
              onDiscard={editing.onDiscard}
            />
          ) : null}
          {selection && bulkActions.length > 0 ? (
            <BulkActionBar selected={selection.selected} actions={bulkActions} onClear={() => selection.onChange([])} />
          ) : null}
          {showRows ? (
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={rowKey}
              labelKey={titleKey}
              sort={sort}
              onSortChange={onSortChange}
              {...columnChoice.table}
              selection={selection}
              rowHref={rowHref}
              onRowClick={onRowClick}
              busy={status === 'loading'}
              editing={editing}
            />
          ) : null}
          <ListStates status={status} rowCount={showRows ? rows.length : 0} errorKey={errorKey} onRetry={onRetry} emptyKey={emptyKey} />
          {status !== 'error' && total > 0 ? (
            <div className="mt-3">
              <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
            </div>
          ) : null}
        </CCardBody>
      </CCard>
      {editing ? <LeaveGuard when={changed > 0} count={changed} onLeave={editing.onDiscard} /> : null}
      {children}
    </>
  );
}
