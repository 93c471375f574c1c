import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { transactionDetail } from './transaction-detail.resource';
import { transactionsPollingSaga } from './transactions.polling';
import { transactionsList } from './transactions.resources';

export function* transactionsSaga(): SagaIterator {
  yield all([call(transactionsList.saga), call(transactionDetail.saga), call(transactionsPollingSaga)]);
}
