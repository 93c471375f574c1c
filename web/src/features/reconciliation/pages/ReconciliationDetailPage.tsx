import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReconciliationPeriodAnswer } from '@contract/reconciliation/reconciliation.api';
import { pathOf } from '@contract/routes';
import { DetailScreen, type DetailTab } from '@web/components/detail/DetailScreen';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { useFormatters } from '@web/lib/format';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { paymentFields, periodFields } from '../components/period-fields';
import { TotalsGrid } from '../components/TotalsGrid';

export interface ReconciliationDetailPageProps {
  state: DetailState<ReconciliationPeriodAnswer>;
  /** The period's lines (PeriodLines), rendered in the Lines tab. */
  lines: ReactNode;
  /** Payment Details is for an admin acting as the seller. */
  canOpenPayment: boolean;
  onRetry: () => void;
}

/** Reconciliation Details: one period with its totals, its lines and its payment. */
export function ReconciliationDetailPage({ state, lines, canOpenPayment, onRetry }: ReconciliationDetailPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const period = state.data?.period;
  const payment = state.data?.payment ?? null;
  const tabs: DetailTab[] = period
    ? [
        {
          id: 'summary',
          labelKey: 'reconciliation.detail.tabs.summary',
          render: () => (
            <>
              <TotalsGrid totals={period.totals} currency={period.currency} />
              <hr />
              <FieldGrid fields={periodFields(period, format)} columns={3} />
            </>
          ),
        },
        { id: 'lines', labelKey: 'reconciliation.detail.tabs.lines', count: period.lineCount, render: () => lines },
        {
          id: 'payment',
          labelKey: 'reconciliation.detail.tabs.payment',
          render: () =>
            payment ? (
              <>
                <FieldGrid fields={paymentFields(payment, format)} columns={2} />
                {canOpenPayment ? (
                  <Link className="d-inline-block mt-3" to={pathOf('paymentDetail', { paymentId: payment.id })} data-testid="open-payment">
                    {t('reconciliation.detail.openPayment')}
                  </Link>
                ) : null}
              </>
            ) : (
              <p className="text-body-secondary mb-0" data-testid="no-payment">
                {t('reconciliation.detail.noPayment')}
              </p>
            ),
        },
      ]
    : [];
  const listUrl = period
    ? `${pathOf('reconciliation')}${period.kind === 'current' ? '' : `?tab=${period.kind}&period=${period.id}`}`
    : pathOf('reconciliation');
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="reconciliation.loadError"
      onRetry={onRetry}
      titleKey="reconciliation.detail.title"
      titleValues={period ? { start: format.date(period.start), end: format.date(period.end) } : { start: '', end: '' }}
      badges={
        period
          ? [
              { id: 'kind', labelKey: `reconciliation.kind.${period.kind}`, color: period.kind === 'current' ? 'primary' : 'secondary' },
              ...(payment
                ? [
                    {
                      id: 'payment',
                      labelKey: `payments.status.${payment.status}`,
                      color: payment.status === 'paid' ? ('success' as const) : ('warning' as const),
                    },
                  ]
                : []),
            ]
          : []
      }
      backTo={listUrl}
      tabs={tabs}
    />
  );
}
