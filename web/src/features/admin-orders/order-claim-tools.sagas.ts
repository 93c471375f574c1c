/** After any change the search is asked again, so the row shows its new state (or leaves the staff queue). */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { orderClaimToolChanges, orderClaimToolsExport, orderClaimToolsList } from './order-claim-tools.resources';

export function* reloadOrderClaimToolsList(): SagaIterator {
  yield put(orderClaimToolsList.reloadRequested());
}

export function* orderClaimToolsSaga(): SagaIterator {
  yield all([
    call(orderClaimToolsList.saga),
    call(orderClaimToolsExport.saga),
    call(orderClaimToolChanges.saga),
    takeEvery(orderClaimToolChanges.commandSucceeded.type, reloadOrderClaimToolsList),
  ]);
}
