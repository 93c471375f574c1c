/** The hard delete's side effects: the preview, the start, and following the job until it ends. */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { HardDeleteQuery } from '@contract/admin-hard-delete/hard-delete.query';
import type { HardDeleteStartBody } from '@contract/admin-hard-delete/hard-delete.rules';
import type { HardDeletePreview } from '@contract/admin-hard-delete/hard-delete.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { toApiFailure } from '@web/lib/http';
import { fetchHardDeleteJob, fetchHardDeletePreview, startHardDelete } from './admin-hard-delete.api';
import {
  hardDeleteJobWatched,
  hardDeletePreviewRequested,
  hardDeleteScreenLeft,
  hardDeleteStartRequested,
  isRunningJob,
  jobFailed,
  jobLoaded,
  previewFailed,
  previewLoaded,
  startFailed,
  startSucceeded,
} from './admin-hard-delete.slice';

export const HARD_DELETE_POLL_MS = 1_500;

function* loadPreview(action: PayloadAction<HardDeleteQuery>): SagaIterator {
  try {
    yield put(previewLoaded((yield call(fetchHardDeletePreview, action.payload)) as HardDeletePreview));
  } catch (error) {
    yield put(previewFailed(toApiFailure(error)));
  }
}

function* start(action: PayloadAction<HardDeleteStartBody>): SagaIterator {
  try {
    yield put(startSucceeded((yield call(startHardDelete, action.payload)) as Transaction));
  } catch (error) {
    yield put(startFailed(toApiFailure(error)));
  }
}

/** Asks for the job again while it runs; a failed ask is shown and asked again. */
export function* followJob(action: PayloadAction<string>): SagaIterator {
  for (;;) {
    try {
      const job = (yield call(fetchHardDeleteJob, action.payload)) as Transaction;
      yield put(jobLoaded(job));
      if (!isRunningJob(job)) return;
    } catch (error) {
      const failure = toApiFailure(error);
      yield put(jobFailed(failure));
      if (failure.code === 'notFound') return;
    }
    yield delay(HARD_DELETE_POLL_MS);
  }
}

function* followUntilLeft(action: PayloadAction<string>): SagaIterator {
  yield race({ followed: call(followJob, action), left: take(hardDeleteScreenLeft.type) });
}

export function* adminHardDeleteSaga(): SagaIterator {
  yield takeLatest(hardDeletePreviewRequested.type, loadPreview);
  yield takeLeading(hardDeleteStartRequested.type, start);
  yield takeLatest(hardDeleteJobWatched.type, followUntilLeft);
}
