import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { claimDetail, claimsList } from './claims.resources';

export function* claimsSaga(): SagaIterator {
  yield all([call(claimsList.saga), call(claimDetail.saga)]);
}
