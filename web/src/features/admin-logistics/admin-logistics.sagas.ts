/** The lists and the tools' commands; a saved lane reloads the EAD list, a Hepsijet change the companies. */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { allEadList, companyLogisticsList, eadDetail, etgbImport, staffHolidayList } from './admin-logistics.resources';

export function* reloadAfterCommand(action: ReturnType<typeof eadDetail.commandSucceeded>): SagaIterator {
  yield put(action.payload.name === 'save' ? allEadList.reloadRequested() : companyLogisticsList.reloadRequested());
}

function* reloadCompanies(): SagaIterator {
  yield put(companyLogisticsList.reloadRequested());
}

export function* adminLogisticsSaga(): SagaIterator {
  yield all([
    call(allEadList.saga),
    call(staffHolidayList.saga),
    call(companyLogisticsList.saga),
    call(eadDetail.saga),
    takeEvery(eadDetail.commandSucceeded, reloadAfterCommand),
    call(etgbImport.saga(reloadCompanies)),
  ]);
}
