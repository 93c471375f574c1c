/** After a decision the queue is asked again, so decided requests leave it. */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { approvalDecisions, approvalsExport, approvalsList } from './approvals.resources';

export function* reloadApprovals(): SagaIterator {
  yield put(approvalsList.reloadRequested());
}

export function* approvalsSaga(): SagaIterator {
  yield all([
    call(approvalsList.saga),
    call(approvalsExport.saga),
    call(approvalDecisions.saga),
    takeEvery(approvalDecisions.commandSucceeded.type, reloadApprovals),
  ]);
}
