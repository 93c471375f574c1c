import { useMemo } from 'react';
import type { PaymentListQuery, PaymentTab } from '@contract/reconciliation/reconciliation.query';
import type { Payment } from '@contract/reconciliation/reconciliation.types';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { PAYMENT_TAB_DEFINITIONS, paymentColumns } from '../components/payment-list-config';

export interface PaymentsListPageProps {
  query: PaymentListQuery;
  state: ListState<Payment, PaymentTab>;
  onQueryChange: (patch: Partial<PaymentListQuery>) => void;
  onRetry: () => void;
}

/** /payments: one payment per closed period, newest first, with its status and bank reference. */
export function PaymentsListPage({ query, state, onQueryChange, onRetry }: PaymentsListPageProps) {
  const format = useFormatters();
  const columns = useMemo(() => paymentColumns(format), [format]);
  return (
    <ListScreen<Payment, PaymentTab>
      listId="payments"
      titleKey="payments.title"
      tabs={{ tabs: PAYMENT_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(payment) => String(payment.id)}
      rowHref={(payment) => pathOf('paymentDetail', { paymentId: payment.id })}
      errorKey="payments.loadError"
      onRetry={onRetry}
    />
  );
}
