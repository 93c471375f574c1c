/**
 * An upload's state per import kind: sending (with the share sent), refused (the error stays with the card) or
 * started (its transaction). The File itself rides in the request action's `meta.arg`, the path redux toolkit's
 * serializability check leaves alone: it is handed to the saga and never kept in the store.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { IMPORT_KINDS, type ImportKind } from '@contract/imports/import.types';
import type { ApiFailure } from '@web/lib/http';

export interface UploadState {
  status: 'idle' | 'sending' | 'failed' | 'started';
  /** Share of the file sent, 0–1. */
  progress: number;
  error: ApiFailure | null;
  /** The transaction the last accepted upload started. */
  transactionId: string | null;
}

export type ImportUploadState = Record<ImportKind, UploadState>;

export const IDLE_UPLOAD: UploadState = { status: 'idle', progress: 0, error: null, transactionId: null };

const initialState = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, IDLE_UPLOAD])) as ImportUploadState;

export const uploadRequested = createAction('importUpload/requested', (kind: ImportKind, file: File) => ({ payload: { kind }, meta: { arg: file } }));
export type UploadRequest = ReturnType<typeof uploadRequested>;

const slice = createSlice({
  name: 'importUpload',
  initialState,
  reducers: {
    uploadProgressed(state, action: PayloadAction<{ kind: ImportKind; progress: number }>) {
      state[action.payload.kind].progress = action.payload.progress;
    },
    uploadStarted(state, action: PayloadAction<{ kind: ImportKind; transactionId: string }>) {
      state[action.payload.kind] = { status: 'started', progress: 1, error: null, transactionId: action.payload.transactionId };
    },
    uploadFailed(state, action: PayloadAction<{ kind: ImportKind; error: ApiFailure }>) {
      state[action.payload.kind] = { ...state[action.payload.kind], status: 'failed', progress: 0, error: action.payload.error };
    },
    /** A newly chosen file (or leaving the screen) clears the last refusal; an upload on its way goes on. */
    uploadReset(state, action: PayloadAction<ImportKind>) {
      if (state[action.payload].status === 'sending') return;
      state[action.payload] = { ...IDLE_UPLOAD, transactionId: state[action.payload].transactionId };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(uploadRequested, (state, action) => {
      state[action.payload.kind] = { ...state[action.payload.kind], status: 'sending', progress: 0, error: null };
    });
  },
});

export const { uploadProgressed, uploadStarted, uploadFailed, uploadReset } = slice.actions;
export const importUploadReducer = slice.reducer;
export const selectUpload =
  (kind: ImportKind) =>
  (state: { importUpload: ImportUploadState }): UploadState =>
    state.importUpload[kind];
