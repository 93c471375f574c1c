/** Payments: the list and Payment Detail. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { paymentDetail, paymentsList } from './payments.resources';
import { paymentsSaga } from './payments.sagas';

export const paymentsFeature = defineFeature({
  reducers: resourceReducers(paymentsList, paymentDetail),
  sagas: [paymentsSaga],
  screens: {
    payments: lazyScreen(() => import('./views/PaymentsView'), 'PaymentsView'),
    paymentDetail: lazyScreen(() => import('./views/PaymentDetailView'), 'PaymentDetailView'),
  },
});
