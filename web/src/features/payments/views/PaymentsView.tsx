import { parsePaymentQuery, paymentQueryToRaw } from '@contract/reconciliation/reconciliation.query';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { PaymentsListPage } from '../pages/PaymentsListPage';
import { paymentsList } from '../payments.resources';

/** /payments (an admin acting as the seller): the URL is the list state (tab, page, page size, sort). */
export function PaymentsView() {
  const list = useListScreen({ list: paymentsList, parse: parsePaymentQuery, toRaw: paymentQueryToRaw });
  return <PaymentsListPage {...list.page} />;
}
