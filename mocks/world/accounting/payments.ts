/** Payments: one per closed period that held anything, paid out on the period's payment day. */
import { compareBy, paginate } from '@contract/lists/list-query';
import type { PaymentDetailAnswer, PaymentListAnswer } from '@contract/reconciliation/reconciliation.api';
import { PAYMENT_TABS, type PaymentListQuery, type PaymentSortField, type PaymentTab } from '@contract/reconciliation/reconciliation.query';
import { paymentStatusOf } from '@contract/reconciliation/reconciliation.rules';
import type { Payment, ReconciliationPeriod } from '@contract/reconciliation/reconciliation.types';
import type { World } from '../world';
import { PAYMENT_ID_SPACE, scanLedger } from './ledger-scan';

export function paymentOfPeriod(companyId: number, period: ReconciliationPeriod, now: number): Payment | null {
  if (period.paymentId === null) return null;
  return {
    id: period.paymentId,
    periodId: period.id,
    periodStart: period.start,
    periodEnd: period.end,
    date: period.paymentDate,
    amount: period.totals.payable,
    currency: period.currency,
    status: paymentStatusOf(period.id, now),
    reference: `TZ-${companyId}-${period.paymentDate.replaceAll('-', '')}`,
  };
}

const SORT_KEYS: Record<PaymentSortField, (payment: Payment) => string | number> = {
  date: (payment) => payment.date,
  amount: (payment) => payment.amount,
};

export function listPayments(world: World, companyId: number, query: PaymentListQuery, now: number, withoutOrders = false): PaymentListAnswer | undefined {
  const scan = scanLedger(world, companyId, now, { withoutOrders });
  if (!scan) return undefined;
  const payments = scan.periods.flatMap((period) => paymentOfPeriod(companyId, period, now) ?? []);
  const tabCounts = Object.fromEntries(PAYMENT_TABS.map((tab) => [tab, 0])) as Record<PaymentTab, number>;
  for (const payment of payments) {
    tabCounts.all += 1;
    tabCounts[payment.status] += 1;
  }
  const byKey = compareBy(SORT_KEYS[query.sort.field], query.sort.direction);
  const rows = payments.filter((payment) => query.tab === 'all' || payment.status === query.tab).sort((a, b) => byKey(a, b) || a.id - b.id);
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

export function getPayment(world: World, companyId: number, paymentId: number, now: number): PaymentDetailAnswer | undefined {
  if (Math.floor(paymentId / PAYMENT_ID_SPACE) !== companyId) return undefined;
  const period = scanLedger(world, companyId, now)?.periods.find((candidate) => candidate.paymentId === paymentId);
  const payment = period && paymentOfPeriod(companyId, period, now);
  return period && payment ? { payment, period } : undefined;
}
