/**
 * The accounting service's reconciliation and payments (its gmv is in dashboard.routes.ts), under
 * /v1/companies/:companyId: JSON, a JWT bearer scoped to the company (like the marketplace service: another company's
 * token 403, an unknown period or payment 404). Queries take the BFF's keys
 * (contract/reconciliation/reconciliation.query.ts); line pages go up to SERVICE_PAGE_SIZE_MAX rows. A broken filter
 * answers 400 bad_request.
 */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import type { PaymentDetailAnswer, PaymentListAnswer, ReconciliationListAnswer, ReconciliationPeriodAnswer } from '../reconciliation/reconciliation.api';
import {
  lineFilterProblems,
  parsePaymentQuery,
  parseReconciliationQuery,
  paymentQueryToRaw,
  reconciliationQueryToRaw,
  type PaymentListQuery,
} from '../reconciliation/reconciliation.query';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const BASE = '/v1/companies/:companyId';

/** Reconciliation lines as the service reads them (the export pages through them). */
export const serviceLineQuery = serviceListQuery(parseReconciliationQuery, reconciliationQueryToRaw, lineFilterProblems);

/** Payments page like the browser's list (no larger service pages). */
const paymentQuery: QueryCodec<PaymentListQuery> = { parse: (raw) => parsePaymentQuery(raw), toRaw: paymentQueryToRaw };

export const ACCOUNTING_ROUTES = serviceRoutes('accounting', {
  listLines: route.get(`${BASE}/reconciliation/lines`, { query: serviceLineQuery, answer: answer<ReconciliationListAnswer>(), policy: token }),
  getPeriod: route.get(`${BASE}/reconciliation/periods/:periodId`, { answer: answer<ReconciliationPeriodAnswer>(), policy: token }),
  listPayments: route.get(`${BASE}/payments`, { query: paymentQuery, answer: answer<PaymentListAnswer>(), policy: token }),
  getPayment: route.get(`${BASE}/payments/:paymentId`, { answer: answer<PaymentDetailAnswer>(), policy: token }),
});
