/** After a re-validation the queue is asked again: the rows sent to the marketplace leave it. */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { validationExport, validationQueue, validationSettings } from './admin-validation.resources';

export function* reloadQueueAfter(action: PayloadAction<{ name: string }>): SagaIterator {
  if (action.payload.name === 'revalidate') yield put(validationQueue.reloadRequested());
}

export function* adminValidationSaga(): SagaIterator {
  yield all([
    call(validationQueue.saga),
    call(validationSettings.saga),
    call(validationExport.saga),
    takeEvery(validationSettings.commandSucceeded.type, reloadQueueAfter),
  ]);
}
