/**
 * Reconciliation periods, lines and payments for the page stories, read from the same seeded world the sandbox serves
 * with the same world operations its routes call: what a story shows is what the app would get.
 */
import type { RawQuery } from '@contract/lists/list-query';
import type { PaymentDetailAnswer, PaymentListAnswer, ReconciliationListAnswer, ReconciliationPeriodAnswer } from '@contract/reconciliation/reconciliation.api';
import {
  parsePaymentQuery,
  parseReconciliationQuery,
  type PaymentListQuery,
  type ReconciliationListQuery,
} from '@contract/reconciliation/reconciliation.query';
import { periodIdAt } from '@contract/reconciliation/reconciliation.rules';
import type { PeriodKind, ReconciliationLine } from '@contract/reconciliation/reconciliation.types';
import { pathOf } from '@contract/routes';
import type { ListState } from '@web/lib/resources/list-resource';
import { paymentIdOf } from '@mocks/world/accounting/ledger-scan';
import { getPayment, listPayments } from '@mocks/world/accounting/payments';
import { getReconciliationPeriod, listReconciliation } from '@mocks/world/accounting/reconciliation-list';
import { createWorld } from '@mocks/world/world';
import { GULF_COMPANY_ID, readyList, SELLER_COMPANY_ID, STORY_NOW } from './order-data';

const world = createWorld({ now: STORY_NOW });

export const reconciliationQuery = (raw: RawQuery = {}): ReconciliationListQuery => parseReconciliationQuery(raw);
export const paymentQuery = (raw: RawQuery = {}): PaymentListQuery => parsePaymentQuery(raw);

/** GET /api/reconciliation as the BFF answers it for Ayşe's company. */
export function reconciliationAnswer(query: ReconciliationListQuery, companyId = SELLER_COMPANY_ID): ReconciliationListAnswer {
  const answer = listReconciliation(world, companyId, query, STORY_NOW);
  if (!answer) throw new Error(`The seeded world has no company ${companyId}`);
  return answer;
}

/** A company with no orders yet (the 'empty' scenario): its current period, all zero. */
export function emptyReconciliation(query: ReconciliationListQuery): ReconciliationListAnswer {
  return listReconciliation(world, SELLER_COMPANY_ID, query, STORY_NOW, { withoutOrders: true })!;
}

export const readyLines = (answer: ReconciliationListAnswer) =>
  readyList<ReconciliationLine, PeriodKind>(answer) as ListState<ReconciliationLine, PeriodKind> & { page: ReconciliationListAnswer };

/** The period a story opens in Reconciliation Details: the latest closed one (paid) or the open one. */
export const STORY_PERIODS = { past: periodIdAt(STORY_NOW) - 2, current: periodIdAt(STORY_NOW) } as const;

export function periodAnswer(which: keyof typeof STORY_PERIODS): ReconciliationPeriodAnswer {
  return getReconciliationPeriod(world, SELLER_COMPANY_ID, STORY_PERIODS[which], STORY_NOW)!;
}

/** The Lines tab of Reconciliation Details: one page of the period's lines. */
export function periodLinesAnswer(which: keyof typeof STORY_PERIODS, pageSize = 25): ReconciliationListAnswer {
  return reconciliationAnswer(reconciliationQuery({ tab: 'all', period: String(STORY_PERIODS[which]), pageSize: String(pageSize) }));
}

/** GET /api/payments as the BFF answers it for the company the admin acts as. */
export function paymentsAnswer(query: PaymentListQuery, companyId = GULF_COMPANY_ID): PaymentListAnswer {
  return listPayments(world, companyId, query, STORY_NOW)!;
}

export const noPayments = (query: PaymentListQuery): PaymentListAnswer => listPayments(world, GULF_COMPANY_ID, query, STORY_NOW, true)!;

export function paymentAnswer(): PaymentDetailAnswer {
  return getPayment(world, GULF_COMPANY_ID, paymentIdOf(GULF_COMPANY_ID, STORY_PERIODS.past), STORY_NOW)!;
}

/** Routes for the stories through the BFF, whose world is built for the real clock: a closed period and its payment. */
export const liveRoutes = {
  pastPeriod: () => pathOf('reconciliationDetail', { periodId: periodIdAt(Date.now()) - 2 }),
  payment: (companyId: number) => pathOf('paymentDetail', { paymentId: paymentIdOf(companyId, periodIdAt(Date.now()) - 2) }),
};
