import { useMemo } from 'react';
import type { TransactionListQuery } from '@contract/transactions/transaction.query';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters, ListAction } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { TransactionDetailDialog } from '../components/TransactionDetailDialog';
import { TRANSACTION_FILTER_FIELDS, TRANSACTION_TAB_DEFINITIONS, transactionColumns } from '../components/transaction-list-config';
import type { TransactionDetailState } from '../transaction-detail.resource';

export interface TransactionsListPageProps {
  query: TransactionListQuery;
  state: ListState<Transaction, TransactionTab>;
  /** The transaction open in the dialog (`?transaction=<id>`), or null. */
  detailId: string | null;
  detail: TransactionDetailState;
  onQueryChange: (patch: Partial<TransactionListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  /** Asks for the list again (Retry and Refresh). */
  onRetry: () => void;
  onOpenDetail: (id: string) => void;
  onRetryDetail: () => void;
}

/** /reports/transactions: the company's exports and imports, newest first, with their progress, files and errors. */
export function TransactionsListPage(props: TransactionsListPageProps) {
  const { query, state, detailId, detail, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onOpenDetail, onRetryDetail } = props;
  const format = useFormatters();
  const columns = useMemo(() => transactionColumns(format, onOpenDetail), [format, onOpenDetail]);
  const rows = state.page?.items ?? [];
  const toolbar: ListAction[] = [{ id: 'refresh', labelKey: 'transactions.refresh', onClick: onRetry, variant: 'outline', icon: 'cilReload' }];
  return (
    <ListScreen<Transaction, TransactionTab>
      listId="transactions"
      titleKey="transactions.title"
      tabs={{ tabs: TRANSACTION_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: TRANSACTION_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => row.id}
      onRowClick={(row) => onOpenDetail(row.id)}
      errorKey="transactions.loadError"
      onRetry={onRetry}
      toolbar={toolbar}
    >
      {detailId ? <TransactionDetailDialog id={detailId} state={detail} row={rows.find((row) => row.id === detailId) ?? null} onRetry={onRetryDetail} /> : null}
    </ListScreen>
  );
}
