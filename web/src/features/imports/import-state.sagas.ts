/** Saves the company's import state, then reloads the settings every import screen reads it from. */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { ImportState } from '@contract/imports/import.types';
import { toApiFailure } from '@web/lib/http';
import { toastShown } from '@web/lib/toasts.slice';
import { putImportState } from './imports.api';
import { importSettings } from './imports.resources';
import { importStateChanged, importStateChangeFailed, importStateChangeRequested } from './import-state.slice';

export function* changeImportState(action: PayloadAction<ImportState>): SagaIterator {
  try {
    yield call(putImportState, action.payload);
    yield put(importStateChanged());
    yield put(importSettings.requested(0));
    yield put(toastShown('imports.staff.saved', 'success'));
  } catch (error) {
    yield put(importStateChangeFailed(toApiFailure(error)));
  }
}

export function* importStateSaga(): SagaIterator {
  yield takeLatest(importStateChangeRequested.type, changeImportState);
}
