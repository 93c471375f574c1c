/** The payments API of the BFF (an admin acting as the seller only). */
import { API } from '@contract/api/paths';
import type { PaymentDetailAnswer, PaymentListAnswer } from '@contract/reconciliation/reconciliation.api';
import { paymentQueryToRaw, type PaymentListQuery } from '@contract/reconciliation/reconciliation.query';
import { http } from '@web/lib/http';

export async function fetchPayments(query: PaymentListQuery): Promise<PaymentListAnswer> {
  return (await http.get<PaymentListAnswer>(API.payments, { params: paymentQueryToRaw(query) })).data;
}

export async function fetchPayment(id: number): Promise<PaymentDetailAnswer> {
  return (await http.get<PaymentDetailAnswer>(`${API.payments}/${id}`)).data;
}
