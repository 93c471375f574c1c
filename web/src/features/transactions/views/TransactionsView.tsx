import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseTransactionQuery, transactionQueryToRaw } from '@contract/transactions/transaction.query';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import { ListScreen } from '@web/components/list/ListScreen';
import { useFormatters } from '@web/lib/format';
import { useListQuery } from '@web/lib/list-url';
import { listWiring } from '@web/lib/resources/list-wiring';
import { TRANSACTION_TAB_DEFINITIONS, transactionColumns } from '../components/transaction-list-config';
import { transactionsList } from '../transactions.resources';

/** /reports/transactions: background jobs of the company (exports), newest first, with their files. */
export function TransactionsView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parseTransactionQuery, transactionQueryToRaw);
  const state = useSelector(transactionsList.select);
  const format = useFormatters();
  const columns = useMemo(() => transactionColumns(format), [format]);
  useEffect(() => {
    dispatch(transactionsList.requested(query));
  }, [dispatch, query]);
  const page = state.page;
  return (
    <ListScreen<Transaction, TransactionTab>
      listId="transactions"
      titleKey="transactions.title"
      tabs={{ tabs: TRANSACTION_TAB_DEFINITIONS, active: query.tab, counts: page?.tabCounts ?? null, onChange: (tab) => update({ tab }) }}
      columns={columns}
      {...listWiring(query, state, update)}
      rowKey={(row) => row.id}
      errorKey="transactions.loadError"
      onRetry={() => dispatch(transactionsList.requested(query))}
      toolbar={[{ id: 'refresh', labelKey: 'transactions.refresh', onClick: () => dispatch(transactionsList.requested(query)), variant: 'outline', icon: 'cilReload' }]}
    />
  );
}
