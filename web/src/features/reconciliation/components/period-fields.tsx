/** Reconciliation Details as declarations: the period's facts and its payment's. */
import type { Payment, ReconciliationPeriod } from '@contract/reconciliation/reconciliation.types';
import type { FieldGridItem } from '@web/components/detail/FieldGrid';
import { KeyedText } from '@web/components/KeyedText';
import type { Formatters } from '@web/lib/format';

const f = (prefix: string, id: string, value: FieldGridItem['value']): FieldGridItem => ({ id, labelKey: `${prefix}.${id}`, value });

export function periodFields(period: ReconciliationPeriod, format: Formatters): FieldGridItem[] {
  const field = (id: string, value: FieldGridItem['value']) => f('reconciliation.detail.fields', id, value);
  return [
    field('id', period.id),
    field('kind', <KeyedText prefix="reconciliation.kind" value={period.kind} />),
    field('start', format.date(period.start)),
    field('end', format.date(period.end)),
    field('paymentDate', format.date(period.paymentDate)),
    field('currency', period.currency),
    field('lineCount', format.number(period.lineCount)),
  ];
}

export function paymentFields(payment: Payment, format: Formatters): FieldGridItem[] {
  const field = (id: string, value: FieldGridItem['value']) => f('payments.detail.fields', id, value);
  return [
    field('reference', payment.reference),
    field('date', format.date(payment.date)),
    field('amount', format.money(payment.amount, payment.currency)),
    field('status', <KeyedText prefix="payments.status" value={payment.status} />),
  ];
}
