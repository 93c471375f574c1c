/**
 * A screen's recent imports panel refreshes itself: while one of them is open or in progress it asks again every few
 * seconds; otherwise it waits for the next upload. The view starts the watch on mount and stops it on unmount. When
 * an import it saw running ends, the screen's own list is asked again.
 */
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ImportKind } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { recentImportsQuery } from './imports.api';
import { importErrorsList, recentImports, stockPriceList } from './imports.resources';
import { uploadStarted } from './import-upload.slice';

export const RECENT_POLL_MS = 3000;

export const recentWatchStarted = createAction<ImportKind>('recentImports/watchStarted');
export const recentWatchStopped = createAction('recentImports/watchStopped');
/** An import the panel saw running has ended: what it changed may be on screen. */
export const recentImportEnded = createAction<ImportKind>('recentImports/importEnded');

export const isRunning = (transaction: Transaction) => transaction.status === 'open' || transaction.status === 'inProgress';

type Outcome = ReturnType<typeof recentImports.loaded> | ReturnType<typeof recentImports.failed>;
type Started = ReturnType<typeof uploadStarted>;

export function* pollRecentImports(kind: ImportKind): SagaIterator {
  const query = recentImportsQuery(kind);
  let wasRunning = new Set<string>();
  for (;;) {
    yield put(recentImports.requested(query));
    const outcome = (yield take([recentImports.loaded.type, recentImports.failed.type])) as Outcome;
    const items = outcome.type === recentImports.loaded.type ? (outcome as ReturnType<typeof recentImports.loaded>).payload.items : null;
    if (items) {
      const running = new Set(items.filter(isRunning).map((item) => item.id));
      if (items.some((item) => wasRunning.has(item.id) && !running.has(item.id))) yield put(recentImportEnded(kind));
      wasRunning = running;
    }
    const next = (
      wasRunning.size > 0 && items ? yield race({ wait: delay(RECENT_POLL_MS), upload: take(uploadStarted.type) }) : { upload: yield take(uploadStarted.type) }
    ) as { upload?: Started } | undefined;
    // An upload is running from its start, even if it ends before the next answer shows it.
    if (next?.upload?.payload.kind === kind) wasRunning.add(next.upload.payload.transactionId);
  }
}

/** The stock/price list and the refused rows follow an import that ends while their screen is open. */
export function* reloadAfterImport(action: PayloadAction<ImportKind>): SagaIterator {
  if (action.payload === 'stockPrice') yield put(stockPriceList.reloadRequested());
  if (action.payload === 'productVariant') yield put(importErrorsList.reloadRequested());
}

export function* watchRecentImports(action: PayloadAction<ImportKind>): SagaIterator {
  yield race({ poll: call(pollRecentImports, action.payload), stop: take(recentWatchStopped.type) });
}

export function* recentImportsSaga(): SagaIterator {
  yield takeLatest(recentWatchStarted.type, watchRecentImports);
  yield takeEvery(recentImportEnded.type, reloadAfterImport);
}
