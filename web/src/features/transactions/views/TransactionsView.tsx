import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseTransactionQuery, transactionQueryToRaw } from '@contract/transactions/transaction.query';
import { useUrlDialog } from '@web/lib/list-url';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { NO_DIALOG_EXTRAS, TRANSACTION_PARAM } from '../components/TransactionDetailDialog';
import { TransactionsListPage } from '../pages/TransactionsListPage';
import { transactionDetail } from '../transaction-detail.resource';
import { transactionsScreenEntered, transactionsScreenLeft } from '../transactions.polling';
import { transactionsList } from '../transactions.resources';

const FILTERS = { keys: ['method'] as const, parse: parseTransactionQuery };

/**
 * /reports/transactions: the URL holds the list (tab, method, page) and the open transaction (`?transaction=<id>`);
 * while the screen is open, running jobs refresh themselves (transactions.polling.ts).
 */
export function TransactionsView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: transactionsList, parse: parseTransactionQuery, toRaw: transactionQueryToRaw, filters: FILTERS });
  const detail = useSelector(transactionDetail.select);
  const [detailId, openDialog] = useUrlDialog(TRANSACTION_PARAM, NO_DIALOG_EXTRAS);

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
      {...list.page}
      detailId={detailId}
      detail={detail}
      onOpenDetail={onOpenDetail}
      onRetryDetail={() => {
        if (detailId) dispatch(transactionDetail.requested(detailId));
      }}
    />
  );
}
