/** After any change to a variant or a product, and after each file, the search is asked again, so the rows show their new state. */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { productToolChanges, productToolsList } from './admin-tools.resources';
import { lockUpdateImport, priceBlockImport } from './tool-imports.resources';

export function* reloadToolsList(): SagaIterator {
  yield put(productToolsList.reloadRequested());
}

export function* adminToolsSaga(): SagaIterator {
  yield all([
    call(productToolsList.saga),
    call(productToolChanges.saga),
    takeEvery(productToolChanges.commandSucceeded.type, reloadToolsList),
    call(priceBlockImport.saga(reloadToolsList)),
    call(lockUpdateImport.saga(reloadToolsList)),
  ]);
}
