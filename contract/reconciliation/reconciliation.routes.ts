/** The browser API of reconciliation and payments (spec §2, §3, §6): one description per endpoint (contract/api/route-def.ts). */
import { answer, filtersBody, policy, route, type QueryCodec } from '../api/route-def';
import { exportRequestQuery } from '../exports/export.request';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import type { ExportAnswer } from '../orders/order.api';
import type { PaymentDetailAnswer, PaymentListAnswer, ReconciliationListAnswer, ReconciliationPeriodAnswer } from './reconciliation.api';
import {
  lineFilterProblems,
  parsePaymentQuery,
  parseReconciliationQuery,
  paymentQueryToRaw,
  reconciliationQueryToRaw,
  type PaymentListQuery,
  type ReconciliationListQuery,
} from './reconciliation.query';

export const reconciliationListQuery: QueryCodec<ReconciliationListQuery> = {
  parse: (raw) => parseReconciliationQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: lineFilterProblems,
  toRaw: reconciliationQueryToRaw,
};

export const paymentListQuery: QueryCodec<PaymentListQuery> = {
  parse: parsePaymentQuery,
  toRaw: paymentQueryToRaw,
};

const view = policy.can('reconciliation.view');

export const RECONCILIATION_ROUTES = {
  /** A period's lines with its totals and every period. */
  list: route.get('/api/reconciliation', { query: reconciliationListQuery, answer: answer<ReconciliationListAnswer>(), policy: view }),
  export: route.post('/api/reconciliation/export', {
    query: exportRequestQuery,
    body: filtersBody(reconciliationListQuery),
    answer: answer<ExportAnswer>(),
    status: 202,
    policy: view,
  }),
  /** One period and its payment. */
  period: route.get('/api/reconciliation/periods/:id', { answer: answer<ReconciliationPeriodAnswer>(), policy: view }),
};

/** An admin acting as the seller only. */
const payments = policy.can('payments.view');

export const PAYMENT_ROUTES = {
  list: route.get('/api/payments', { query: paymentListQuery, answer: answer<PaymentListAnswer>(), policy: payments }),
  detail: route.get('/api/payments/:id', { answer: answer<PaymentDetailAnswer>(), policy: payments }),
};
