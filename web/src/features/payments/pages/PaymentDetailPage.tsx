import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentDetailAnswer } from '@contract/reconciliation/reconciliation.api';
import { TOTAL_KEYS } from '@contract/reconciliation/reconciliation.rules';
import type { ReconciliationPeriod } from '@contract/reconciliation/reconciliation.types';
import { pathOf } from '@contract/routes';
import { DetailScreen, type DetailTab } from '@web/components/detail/DetailScreen';
import { FieldGrid, type FieldGridItem } from '@web/components/detail/FieldGrid';
import { KeyedText } from '@web/components/KeyedText';
import { useFormatters, type Formatters } from '@web/lib/format';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { PAYMENT_STATUS_COLOR } from '../components/payment-list-config';

export interface PaymentDetailPageProps {
  state: DetailState<PaymentDetailAnswer>;
  onRetry: () => void;
}

function periodTotals(period: ReconciliationPeriod, format: Formatters): FieldGridItem[] {
  return [...TOTAL_KEYS, 'payable' as const].map((key) => ({
    id: key,
    labelKey: `reconciliation.totals.${key}`,
    value: format.money(period.totals[key], period.currency),
  }));
}

/** Payment Details: the payment, and the totals of the period it pays. */
export function PaymentDetailPage({ state, onRetry }: PaymentDetailPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const detail = state.data;
  const tabs: DetailTab[] = detail
    ? [
        {
          id: 'payment',
          labelKey: 'payments.detail.tabs.payment',
          render: () => (
            <FieldGrid
              columns={3}
              fields={[
                { id: 'reference', labelKey: 'payments.detail.fields.reference', value: detail.payment.reference },
                { id: 'date', labelKey: 'payments.detail.fields.date', value: format.date(detail.payment.date) },
                { id: 'amount', labelKey: 'payments.detail.fields.amount', value: format.money(detail.payment.amount, detail.payment.currency) },
                { id: 'status', labelKey: 'payments.detail.fields.status', value: <KeyedText prefix="payments.status" value={detail.payment.status} /> },
                { id: 'currency', labelKey: 'payments.detail.fields.currency', value: detail.payment.currency },
                {
                  id: 'period',
                  labelKey: 'payments.detail.fields.period',
                  value: (
                    <Link to={pathOf('reconciliationDetail', { periodId: detail.period.id })} data-testid="open-period">
                      {t('reconciliation.period.range', { start: format.date(detail.period.start), end: format.date(detail.period.end) })}
                    </Link>
                  ),
                },
              ]}
            />
          ),
        },
        { id: 'period', labelKey: 'payments.detail.tabs.period', render: () => <FieldGrid fields={periodTotals(detail.period, format)} columns={3} /> },
      ]
    : [];
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="payments.loadError"
      onRetry={onRetry}
      titleKey="payments.detail.title"
      titleValues={{ reference: detail?.payment.reference ?? '' }}
      subtitle={detail ? format.money(detail.payment.amount, detail.payment.currency) : undefined}
      badges={detail ? [{ id: 'status', labelKey: `payments.status.${detail.payment.status}`, color: PAYMENT_STATUS_COLOR[detail.payment.status] }] : []}
      backTo={pathOf('payments')}
      tabs={tabs}
    />
  );
}
