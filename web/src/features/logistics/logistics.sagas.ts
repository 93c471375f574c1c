/** Logistics' sagas: the lists, the profile with its holiday commands, and the holidays asked again after a change. */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { eadList, holidaysList, logisticsProfile } from './logistics.resources';

export function* reloadHolidays(): SagaIterator {
  yield put(holidaysList.reloadRequested());
}

export function* logisticsSaga(): SagaIterator {
  yield all([call(holidaysList.saga), call(eadList.saga), call(logisticsProfile.saga), takeEvery(logisticsProfile.commandSucceeded.type, reloadHolidays)]);
}
