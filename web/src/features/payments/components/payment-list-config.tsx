/** The payments list as configuration: status tabs and columns. */
import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_TABS, type PaymentTab } from '@contract/reconciliation/reconciliation.query';
import type { Payment, PaymentStatus } from '@contract/reconciliation/reconciliation.types';
import { pathOf } from '@contract/routes';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export const PAYMENT_TAB_DEFINITIONS: readonly TabDefinition<PaymentTab>[] = PAYMENT_TABS.map((id) => ({ id, labelKey: `payments.tabs.${id}` }));

export const PAYMENT_STATUS_COLOR: Readonly<Record<PaymentStatus, 'success' | 'warning'>> = { paid: 'success', scheduled: 'warning' };

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <CBadge color={PAYMENT_STATUS_COLOR[status]}>
      <KeyedText prefix="payments.status" value={status} />
    </CBadge>
  );
}

function PeriodLink({ payment, format }: { payment: Payment; format: Formatters }) {
  const { t } = useTranslation();
  return (
    <Link to={pathOf('reconciliationDetail', { periodId: payment.periodId })}>
      {t('reconciliation.period.range', { start: format.date(payment.periodStart), end: format.date(payment.periodEnd) })}
    </Link>
  );
}

export function paymentColumns(format: Formatters): Column<Payment>[] {
  return [
    { id: 'date', headerKey: 'payments.columns.date', cell: (payment) => format.date(payment.date), sortField: 'date', firstDirection: 'desc', link: true },
    { id: 'period', headerKey: 'payments.columns.period', cell: (payment) => <PeriodLink payment={payment} format={format} /> },
    {
      id: 'amount',
      headerKey: 'payments.columns.amount',
      cell: (payment) => format.money(payment.amount, payment.currency),
      sortField: 'amount',
      align: 'end',
    },
    { id: 'status', headerKey: 'payments.columns.status', cell: (payment) => <PaymentStatusBadge status={payment.status} /> },
    { id: 'reference', headerKey: 'payments.columns.reference', cell: (payment) => payment.reference, hideable: true },
  ];
}
