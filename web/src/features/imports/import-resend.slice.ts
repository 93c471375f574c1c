/** Refused rows fixed in the browser and sent again as a new import: sending, sent (its transaction) or refused. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ImportKind } from '@contract/imports/import.types';
import type { ApiFailure } from '@web/lib/http';

export interface ResendRows {
  kind: ImportKind;
  fileName: string;
  header: string[];
  rows: string[][];
}

export interface ResendState {
  status: 'idle' | 'sending' | 'sent';
  /** The import the last sending started. */
  transactionId: string | null;
  error: ApiFailure | null;
}

const initialState: ResendState = { status: 'idle', transactionId: null, error: null };

const slice = createSlice({
  name: 'importResend',
  initialState,
  reducers: {
    resendRequested(state, _action: PayloadAction<ResendRows>) {
      state.status = 'sending';
      state.error = null;
    },
    resendStarted(state, action: PayloadAction<{ transactionId: string }>) {
      state.status = 'sent';
      state.transactionId = action.payload.transactionId;
    },
    resendFailed(state, action: PayloadAction<ApiFailure>) {
      state.status = 'idle';
      state.error = action.payload;
    },
    resendReset: () => initialState,
  },
});

export const { resendRequested, resendStarted, resendFailed, resendReset } = slice.actions;
export const importResendReducer = slice.reducer;
export const selectResend = (root: { importResend: ResendState }) => root.importResend;
