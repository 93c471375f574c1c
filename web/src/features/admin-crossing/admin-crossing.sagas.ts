/** The staff crossing sagas: the lists, the picker, the health and one category's crossings with their commands, and the lists asked again after a change. */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type { DetailState } from '@web/lib/resources/detail-resource';
import {
  adminAttributeList,
  adminCategoryCrossing,
  adminCrossExport,
  adminCrossHealth,
  adminCrossList,
  adminTheirCategories,
} from './admin-crossing.resources';

export function* reloadCrossings(): SagaIterator {
  yield put(adminCrossList.reloadRequested());
  yield put(adminAttributeList.reloadRequested());
}

/** After an attribute or value command: the lists, and the health of the company on screen (mandatory attributes missing move). */
export function* reloadAfterAttributeChange(): SagaIterator {
  yield call(reloadCrossings);
  const health = (yield select(adminCrossHealth.select)) as DetailState<unknown>;
  if (health.id !== null) yield put(adminCrossHealth.requested(health.id));
}

export function* adminCrossingSaga(): SagaIterator {
  yield all([
    call(adminCrossList.saga),
    call(adminCrossExport.saga),
    call(adminTheirCategories.saga),
    call(adminCrossHealth.saga),
    call(adminAttributeList.saga),
    call(adminCategoryCrossing.saga),
    takeEvery(adminCrossHealth.commandSucceeded.type, reloadCrossings),
    takeEvery(adminCategoryCrossing.commandSucceeded.type, reloadAfterAttributeChange),
  ]);
}
