import type { SagaIterator } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import { leadTimeExport, leadTimeImport, leadTimeList } from './admin-lead-times.resources';

function* reloadList(): SagaIterator {
  yield put(leadTimeList.reloadRequested());
}

export function* adminLeadTimesSaga(): SagaIterator {
  yield all([call(leadTimeList.saga), call(leadTimeExport.saga), call(leadTimeImport.saga(reloadList))]);
}
