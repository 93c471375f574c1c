import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { brandDetail, brandsList } from './brands.resources';

export function* brandsSaga(): SagaIterator {
  yield all([call(brandsList.saga), call(brandDetail.saga)]);
}
