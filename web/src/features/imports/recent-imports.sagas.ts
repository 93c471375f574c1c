/**
 * A screen's recent imports panel refreshes itself: while one of them is open or in progress it asks again every few
 * seconds; otherwise it waits for the next upload. The view starts the watch on mount and stops it on unmount.
 */
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import type { ImportKind } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { recentImportsQuery } from './imports.api';
import { recentImports } from './imports.resources';
import { uploadStarted } from './import-upload.slice';

export const RECENT_POLL_MS = 3000;

export const recentWatchStarted = createAction<ImportKind>('recentImports/watchStarted');
export const recentWatchStopped = createAction('recentImports/watchStopped');

export const isRunning = (transaction: Transaction) => transaction.status === 'open' || transaction.status === 'inProgress';

type Outcome = ReturnType<typeof recentImports.loaded> | ReturnType<typeof recentImports.failed>;

export function* pollRecentImports(kind: ImportKind): SagaIterator {
  const query = recentImportsQuery(kind);
  for (;;) {
    yield put(recentImports.requested(query));
    const outcome = (yield take([recentImports.loaded.type, recentImports.failed.type])) as Outcome;
    const running = outcome.type === recentImports.loaded.type && (outcome as ReturnType<typeof recentImports.loaded>).payload.items.some(isRunning);
    if (running) yield race({ wait: delay(RECENT_POLL_MS), upload: take(uploadStarted.type) });
    else yield take(uploadStarted.type);
  }
}

export function* watchRecentImports(action: PayloadAction<ImportKind>): SagaIterator {
  yield race({ poll: call(pollRecentImports, action.payload), stop: take(recentWatchStopped.type) });
}

export function* recentImportsSaga(): SagaIterator {
  yield takeLatest(recentWatchStarted.type, watchRecentImports);
}
