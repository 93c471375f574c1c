/** Sends refused rows fixed in the browser as a new import, then points to the transaction it started (spec §8). */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import { toApiFailure } from '@web/lib/http';
import { toastShown } from '@web/lib/toasts.slice';
import { resendImportRows, transactionDetailPath } from './imports.api';
import { resendFailed, resendRequested, resendStarted } from './import-resend.slice';

export function* runResend(action: ReturnType<typeof resendRequested>): SagaIterator {
  const { kind, ...body } = action.payload;
  try {
    const { transactionId } = (yield call(resendImportRows, kind, body)) as ImportStartedAnswer;
    yield put(resendStarted({ transactionId }));
    yield put(toastShown('imports.resend.started', 'success', { to: transactionDetailPath(transactionId), labelKey: 'imports.upload.openTransaction' }));
  } catch (error) {
    yield put(resendFailed(toApiFailure(error)));
  }
}

export function* resendSaga(): SagaIterator {
  yield takeLeading(resendRequested.type, runResend);
}
