import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { companyProfile } from './company-info.resources';

export function* companyInfoSaga(): SagaIterator {
  yield call(companyProfile.saga);
}
