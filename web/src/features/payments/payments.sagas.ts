import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { paymentDetail, paymentsList } from './payments.resources';

export function* paymentsSaga(): SagaIterator {
  yield all([call(paymentsList.saga), call(paymentDetail.saga)]);
}
