import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, takeEvery } from 'redux-saga/effects';
import { loadUser } from '@web/lib/session/session.sagas';
import { claimDetail, claimsList } from './claims.resources';

/** A decided claim no longer waits for the seller: GET me brings the sidebar's claims badge down at once. */
export function* afterDecision(action: PayloadAction<{ name: string }>): SagaIterator {
  if (action.payload.name === 'approve' || action.payload.name === 'reject') yield call(loadUser);
}

export function* claimsSaga(): SagaIterator {
  yield all([call(claimsList.saga), call(claimDetail.saga), takeEvery(claimDetail.commandSucceeded.type, afterDecision)]);
}
