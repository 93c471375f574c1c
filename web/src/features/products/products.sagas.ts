import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { quickEdit, variantsList } from './products.resources';

export function* productsSaga(): SagaIterator {
  yield all([call(variantsList.saga), call(quickEdit.saga)]);
}
