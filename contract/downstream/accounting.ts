/**
 * Accounting service: settlement periods, reconciliation lines and payments. Base path /v1, JSON, JWT bearer scoped
 * to a company (like the marketplace service: another company's token 403, an unknown period or payment 404).
 */
import type {
  PaymentDetailAnswer, PaymentListAnswer, ReconciliationListAnswer, ReconciliationPeriodAnswer,
} from '../reconciliation/reconciliation.api';

/**
 * Paths under /v1/companies/:companyId. Queries take the BFF's keys (contract/reconciliation/reconciliation.query.ts);
 * service calls may ask for pages of up to SERVICE_PAGE_SIZE_MAX rows. A broken filter answers 400 bad_request.
 */
export interface AccountingApi {
  /** GET /reconciliation/lines?tab&period&marketplace&type&from&to&sku&orderId&page&pageSize&sort */
  listLines: { answer: ReconciliationListAnswer };
  /** GET /reconciliation/periods/:periodId */
  getPeriod: { answer: ReconciliationPeriodAnswer };
  /** GET /payments?tab&page&pageSize&sort */
  listPayments: { answer: PaymentListAnswer };
  /** GET /payments/:paymentId */
  getPayment: { answer: PaymentDetailAnswer };
}

export const ACCOUNTING_PATHS = {
  lines: '/reconciliation/lines',
  period: (id: number) => `/reconciliation/periods/${id}`,
  payments: '/payments',
  payment: (id: number) => `/payments/${id}`,
} as const;
