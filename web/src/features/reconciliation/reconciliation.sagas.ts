import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { reconciliationList, reconciliationPeriod, reconciliationPeriodLines } from './reconciliation.resources';

export function* reconciliationSaga(): SagaIterator {
  yield all([call(reconciliationList.saga), call(reconciliationPeriod.saga), call(reconciliationPeriodLines.saga)]);
}
