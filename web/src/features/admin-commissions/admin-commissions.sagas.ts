import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { commissionChanges, commissionImport, commissionList } from './admin-commissions.resources';

function* reloadList(): SagaIterator {
  yield put(commissionList.reloadRequested());
}

export function* adminCommissionsSaga(): SagaIterator {
  yield all([
    call(commissionList.saga),
    call(commissionChanges.saga),
    call(commissionImport.saga(reloadList)),
    takeEvery(commissionChanges.commandSucceeded.type, reloadList),
  ]);
}
