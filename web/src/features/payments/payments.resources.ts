import type { PaymentDetailAnswer } from '@contract/reconciliation/reconciliation.api';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { fetchPayment, fetchPayments } from './payments.api';

export const paymentsList = createListResource('paymentsList', fetchPayments);

export const paymentDetail = createDetailResource('paymentDetail', (id): Promise<PaymentDetailAnswer> => fetchPayment(id), {});
