/** Sends a workbook with its progress, then points to the transaction it started (spec §8) or keeps the refusal. */
import { END, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take, takeEvery } from 'redux-saga/effects';
import type { ImportKind, ImportStartedAnswer } from '@contract/imports/import.types';
import { ERROR_MESSAGES } from '@contract/errors';
import { toApiFailure, type ApiFailure } from '@web/lib/http';
import { toastShown } from '@web/lib/toasts.slice';
import { transactionDetailPath, uploadImport } from './imports.api';
import { importSettings } from './imports.resources';
import { uploadFailed, uploadProgressed, uploadRequested, uploadStarted, type UploadRequest } from './import-upload.slice';

export type UploadEvent = { progress: number } | { answer: ImportStartedAnswer } | { error: unknown };

/** The upload as a stream of events; closing it (the saga cancelled) aborts the request. */
export function uploadChannel(kind: ImportKind, file: File): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    uploadImport(kind, file, (progress) => emit({ progress }), controller.signal).then(
      (answer) => {
        emit({ answer });
        emit(END);
      },
      (error: unknown) => {
        emit({ error });
        emit(END);
      },
    );
    return () => controller.abort();
  });
}

/** A refusal as the card shows it: a body-size refusal from a proxy in front of the BFF (no JSON) still says why. */
export function uploadFailure(error: unknown): ApiFailure {
  const failure = toApiFailure(error);
  if (failure.code === 'generic' && failure.status === 413) return { ...failure, code: 'fileTooLarge', message: ERROR_MESSAGES.fileTooLarge };
  return failure;
}

/** Refusals that mean the company's import state changed since the screen read it. */
const STATE_REFUSALS = new Set(['importSuspended', 'importBanned']);

export function* runUpload(action: UploadRequest): SagaIterator {
  const { kind } = action.payload;
  const channel = (yield call(uploadChannel, kind, action.meta.arg)) as EventChannel<UploadEvent>;
  try {
    for (;;) {
      const event = (yield take(channel)) as UploadEvent;
      if ('progress' in event) {
        yield put(uploadProgressed({ kind, progress: event.progress }));
      } else if ('answer' in event) {
        const { transactionId } = event.answer;
        yield put(uploadStarted({ kind, transactionId }));
        yield put(toastShown('imports.upload.started', 'success', { to: transactionDetailPath(transactionId), labelKey: 'imports.upload.openTransaction' }));
        return;
      } else {
        const failure = uploadFailure(event.error);
        yield put(uploadFailed({ kind, error: failure }));
        if (STATE_REFUSALS.has(failure.code)) yield put(importSettings.requested(0));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

export function* uploadSaga(): SagaIterator {
  yield takeEvery(uploadRequested.type, runUpload);
}
