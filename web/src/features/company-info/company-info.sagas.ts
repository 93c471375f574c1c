import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, takeEvery } from 'redux-saga/effects';
import { loadUser } from '@web/lib/session/session.sagas';
import { companyProfile } from './company-info.resources';

/** A new logo is the top bar's companyLogo: GET me brings it at once. */
export function* afterLogo(action: PayloadAction<{ name: string }>): SagaIterator {
  if (action.payload.name === 'logo') yield call(loadUser);
}

export function* companyInfoSaga(): SagaIterator {
  yield all([call(companyProfile.saga), takeEvery(companyProfile.commandSucceeded.type, afterLogo)]);
}
