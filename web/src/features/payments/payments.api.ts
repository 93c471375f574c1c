/** The payments API of the BFF (an admin acting as the seller only; contract/reconciliation/reconciliation.routes.ts). */
import type { PaymentListQuery } from '@contract/reconciliation/reconciliation.query';
import { PAYMENT_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchPayments = (query: PaymentListQuery) => apiCall(PAYMENT_ROUTES.list, { query });
export const fetchPayment = (id: number) => apiCall(PAYMENT_ROUTES.detail, { params: { id } });
