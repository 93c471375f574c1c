/** The BFF's reconciliation and payments API (browser side), which the accounting service answers alike. */
import type { ListPage } from '../lists/list-query';
import type { PaymentTab } from './reconciliation.query';
import type { Payment, PeriodKind, ReconciliationLine, ReconciliationPeriod } from './reconciliation.types';

/**
 * One page of a period's lines, with the period itself (its totals) and every period of the company (the period
 * picker). Here a tab is a set of periods, so `tabCounts` counts the periods of each kind.
 */
export interface ReconciliationListAnswer extends ListPage<ReconciliationLine, PeriodKind> {
  /** The period the lines belong to; null when the tab has none (no future period yet) or `period` is unknown. */
  period: ReconciliationPeriod | null;
  /** Every period, oldest first. */
  periods: ReconciliationPeriod[];
}

export interface ReconciliationPeriodAnswer {
  period: ReconciliationPeriod;
  /** The payment of a past period; null otherwise. */
  payment: Payment | null;
}

export type PaymentListAnswer = ListPage<Payment, PaymentTab>;

export interface PaymentDetailAnswer {
  payment: Payment;
  period: ReconciliationPeriod;
}
