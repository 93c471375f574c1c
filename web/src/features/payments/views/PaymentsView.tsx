import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parsePaymentQuery, paymentQueryToRaw } from '@contract/reconciliation/reconciliation.query';
import { useListQuery } from '@web/lib/list-url';
import { PaymentsListPage } from '../pages/PaymentsListPage';
import { paymentsList } from '../payments.resources';

/** /payments (an admin acting as the seller): the URL is the list state (tab, page, page size, sort). */
export function PaymentsView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parsePaymentQuery, paymentQueryToRaw);
  const state = useSelector(paymentsList.select);
  useEffect(() => {
    dispatch(paymentsList.requested(query));
  }, [dispatch, query]);
  return <PaymentsListPage query={query} state={state} onQueryChange={(patch) => update(patch)} onRetry={() => dispatch(paymentsList.requested(query))} />;
}
