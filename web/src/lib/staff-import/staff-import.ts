/**
 * A staff import on screen (the ETGB file, the lead-time file…): the file sent as the raw body, then its transaction
 * followed until it ends, or the refusal. One slice and one saga per kind, made here; the file rides in the action's
 * `meta`, out of the state (a File is no state).
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, takeLatest } from 'redux-saga/effects';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { ReasonLanguage } from '@contract/imports/reason-text';
import type { StaffImportRoutes } from '@contract/imports/staff-import.routes';
import type { Transaction } from '@contract/transactions/transaction.types';
import { apiCall, apiUpload, urlOf } from '@web/lib/api-call';
import { toApiFailure, type ApiFailure } from '@web/lib/http';
import { currentLanguage } from '@web/lib/i18n';

export interface StaffImportState {
  status: 'idle' | 'sending' | 'running' | 'finished' | 'failed';
  fileName: string | null;
  transaction: Transaction | null;
  error: ApiFailure | null;
}

export const IDLE_STAFF_IMPORT: StaffImportState = { status: 'idle', fileName: null, transaction: null, error: null };

/** How often a running import is asked about. */
export const STAFF_IMPORT_POLL_MS = 1000;
/** A 9 MB workbook on a slow line takes longer than the client's usual 30 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export const isEnded = (transaction: Transaction) => transaction.status !== 'open' && transaction.status !== 'inProgress';

/** The browser side of one staff import kind: its calls, slice, saga and links. */
export function createStaffImport<Name extends string>(name: Name, routes: StaffImportRoutes) {
  const sent = createAction(`${name}/sent`, (file: File) => ({ payload: { fileName: file.name }, meta: { file } }));
  const slice = createSlice({
    name,
    initialState: IDLE_STAFF_IMPORT,
    reducers: {
      progressed(state, action: PayloadAction<Transaction>) {
        return { ...state, status: isEnded(action.payload) ? 'finished' : 'running', transaction: action.payload };
      },
      failed(state, action: PayloadAction<ApiFailure>) {
        return { ...state, status: 'failed', error: action.payload };
      },
      reset() {
        return IDLE_STAFF_IMPORT;
      },
    },
    extraReducers: (builder) => {
      builder.addCase(sent, (_state, action) => ({ ...IDLE_STAFF_IMPORT, status: 'sending', fileName: action.payload.fileName }));
    },
  });

  /** The workbook travels as the raw body, its name and the interface language (the error file's) in the query. */
  const upload = (file: Blob & { name: string }): Promise<ImportStartedAnswer> =>
    apiUpload(routes.upload, { query: { name: file.name, lang: currentLanguage() }, body: file }, { timeoutMs: UPLOAD_TIMEOUT_MS });
  const status = (transactionId: string) => apiCall(routes.importStatus, { params: { transactionId } });

  function* run(action: ReturnType<typeof sent>, afterEnd: () => SagaIterator | void): SagaIterator {
    try {
      const { transactionId } = (yield call(upload, action.meta.file)) as ImportStartedAnswer;
      for (;;) {
        const transaction = (yield call(status, transactionId)) as Transaction;
        yield put(slice.actions.progressed(transaction));
        if (isEnded(transaction)) break;
        yield delay(STAFF_IMPORT_POLL_MS);
      }
    } catch (error) {
      yield put(slice.actions.failed(toApiFailure(error)));
      return;
    }
    yield call(afterEnd);
  }

  return {
    name,
    reducer: slice.reducer,
    sent,
    reset: slice.actions.reset,
    progressed: slice.actions.progressed,
    select: (root: Record<Name, StaffImportState>) => root[name],
    /** Follows each file sent until its job ends, then runs `afterEnd` (a list reload). */
    saga: (afterEnd: () => SagaIterator | void = () => undefined) =>
      function* staffImportSaga(): SagaIterator {
        yield takeLatest(sent, (action: ReturnType<typeof sent>) => run(action, afterEnd));
      },
    run,
    upload,
    status,
    templateUrl: () => urlOf(routes.template, { query: { lang: currentLanguage() } }),
    errorFileUrl: (transactionId: string, language: ReasonLanguage) => urlOf(routes.importErrorFile, { params: { transactionId }, query: { lang: language } }),
  };
}
