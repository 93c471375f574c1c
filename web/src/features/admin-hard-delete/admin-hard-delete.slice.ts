/** The hard delete screen's state: the preview of the URL's target, the start (its refusal kept), and the job. */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HardDeleteQuery } from '@contract/admin-hard-delete/hard-delete.query';
import type { HardDeleteStartBody } from '@contract/admin-hard-delete/hard-delete.rules';
import type { HardDeletePreview } from '@contract/admin-hard-delete/hard-delete.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import type { ApiFailure } from '@web/lib/http';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

export interface HardDeleteState {
  preview: { status: LoadState; data: HardDeletePreview | null; error: ApiFailure | null };
  start: { status: 'idle' | 'running' | 'failed' | 'done'; error: ApiFailure | null };
  job: { status: LoadState; data: Transaction | null; error: ApiFailure | null };
}

const initialState: HardDeleteState = {
  preview: { status: 'idle', data: null, error: null },
  start: { status: 'idle', error: null },
  job: { status: 'idle', data: null, error: null },
};

export const hardDeletePreviewRequested = createAction<HardDeleteQuery>('adminHardDelete/previewRequested');
export const hardDeleteStartRequested = createAction<HardDeleteStartBody>('adminHardDelete/startRequested');
/** The URL names a job: follow it until it ends (or the screen is left). */
export const hardDeleteJobWatched = createAction<string>('adminHardDelete/jobWatched');
export const hardDeleteScreenLeft = createAction('adminHardDelete/screenLeft');

const slice = createSlice({
  name: 'adminHardDelete',
  initialState,
  reducers: {
    previewCleared(state) {
      state.preview = initialState.preview;
    },
    previewLoaded(state, action: PayloadAction<HardDeletePreview>) {
      state.preview = { status: 'ready', data: action.payload, error: null };
    },
    previewFailed(state, action: PayloadAction<ApiFailure>) {
      state.preview = { status: 'error', data: null, error: action.payload };
    },
    startSucceeded(state, action: PayloadAction<Transaction>) {
      state.start = { status: 'done', error: null };
      state.job = { status: 'ready', data: action.payload, error: null };
    },
    startFailed(state, action: PayloadAction<ApiFailure>) {
      state.start = { status: 'failed', error: action.payload };
    },
    startReset(state) {
      state.start = initialState.start;
    },
    jobLoaded(state, action: PayloadAction<Transaction>) {
      state.job = { status: 'ready', data: action.payload, error: null };
    },
    jobFailed(state, action: PayloadAction<ApiFailure>) {
      state.job = { status: 'error', data: state.job.data, error: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hardDeletePreviewRequested, (state) => {
        state.preview = { status: 'loading', data: state.preview.data, error: null };
      })
      .addCase(hardDeleteStartRequested, (state) => {
        state.start = { status: 'running', error: null };
      })
      .addCase(hardDeleteJobWatched, (state, action) => {
        if (state.job.data?.id !== action.payload) state.job = { status: 'loading', data: null, error: null };
      });
  },
});

export const { previewCleared, previewLoaded, previewFailed, startSucceeded, startFailed, startReset, jobLoaded, jobFailed } = slice.actions;
export const adminHardDeleteReducer = slice.reducer;
export const selectHardDelete = (state: { adminHardDelete: HardDeleteState }): HardDeleteState => state.adminHardDelete;

/** Open or in progress: the job may still change. */
export const isRunningJob = (job: Pick<Transaction, 'status'>) => job.status === 'open' || job.status === 'inProgress';
