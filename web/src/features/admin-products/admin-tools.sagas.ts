/** After any change to a variant the search is asked again, so the row shows its new state. */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { productToolChanges, productToolsList } from './admin-tools.resources';

export function* reloadToolsList(): SagaIterator {
  yield put(productToolsList.reloadRequested());
}

export function* adminToolsSaga(): SagaIterator {
  yield all([call(productToolsList.saga), call(productToolChanges.saga), takeEvery(productToolChanges.commandSucceeded.type, reloadToolsList)]);
}
