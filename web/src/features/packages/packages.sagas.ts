import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { packagesList, packageDetail } from './packages.resources';

export function* packagesSaga(): SagaIterator {
  yield all([call(packagesList.saga), call(packageDetail.saga)]);
}
