import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseTransactionQuery, transactionQueryToRaw } from '@contract/transactions/transaction.query';
import { useListQuery, useUrlDialog } from '@web/lib/list-url';
import { NO_DIALOG_EXTRAS, TRANSACTION_PARAM } from '../components/TransactionDetailDialog';
import { TransactionsListPage } from '../pages/TransactionsListPage';
import { transactionDetail } from '../transaction-detail.resource';
import { transactionsScreenEntered, transactionsScreenLeft } from '../transactions.polling';
import { transactionsList } from '../transactions.resources';

/**
 * /reports/transactions: the URL holds the list (tab, method, page) and the open transaction (`?transaction=<id>`);
 * while the screen is open, running jobs refresh themselves (transactions.polling.ts).
 */
export function TransactionsView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parseTransactionQuery, transactionQueryToRaw);
  const state = useSelector(transactionsList.select);
  const detail = useSelector(transactionDetail.select);
  const [detailId, openDialog] = useUrlDialog(TRANSACTION_PARAM, NO_DIALOG_EXTRAS);

  useEffect(() => {
    dispatch(transactionsList.requested(query));
  }, [dispatch, query]);
  useEffect(() => {
    dispatch(detailId ? transactionDetail.requested(detailId) : transactionDetail.closed());
  }, [dispatch, detailId]);
  useEffect(() => {
    dispatch(transactionsScreenEntered());
    return () => {
      dispatch(transactionsScreenLeft());
    };
  }, [dispatch]);

  const onOpenDetail = useCallback((id: string) => openDialog(id), [openDialog]);
  return (
    <TransactionsListPage
      query={query}
      state={state}
      detailId={detailId}
      detail={detail}
      onQueryChange={(patch) => update(patch)}
      onFiltersApply={(applied) => update({ method: parseTransactionQuery(applied).method })}
      onFiltersReset={() => update({ method: undefined })}
      onRetry={() => dispatch(transactionsList.requested(query))}
      onOpenDetail={onOpenDetail}
      onRetryDetail={() => {
        if (detailId) dispatch(transactionDetail.requested(detailId));
      }}
    />
  );
}
