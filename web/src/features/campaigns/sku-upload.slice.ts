/** The Upload SKU file on screen: being sent, its transaction while it runs and once it ended, or the refusal. */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Transaction } from '@contract/transactions/transaction.types';
import type { ApiFailure } from '@web/lib/http';

export interface SkuUploadState {
  status: 'idle' | 'sending' | 'running' | 'finished' | 'failed';
  campaignId: number | null;
  fileName: string | null;
  transaction: Transaction | null;
  error: ApiFailure | null;
}

export const IDLE_SKU_UPLOAD: SkuUploadState = { status: 'idle', campaignId: null, fileName: null, transaction: null, error: null };

/** The file rides in `meta`, out of the state (a File is no state). */
export const skuFileSent = createAction('campaignSkuUpload/sent', (campaignId: number, file: File) => ({
  payload: { campaignId, fileName: file.name },
  meta: { file },
}));
export type SkuFileSent = ReturnType<typeof skuFileSent>;

const slice = createSlice({
  name: 'campaignSkuUpload',
  initialState: IDLE_SKU_UPLOAD,
  reducers: {
    skuUploadProgressed(state, action: PayloadAction<Transaction>) {
      const ended = action.payload.status !== 'open' && action.payload.status !== 'inProgress';
      return { ...state, status: ended ? 'finished' : 'running', transaction: action.payload };
    },
    skuUploadFailed(state, action: PayloadAction<ApiFailure>) {
      return { ...state, status: 'failed', error: action.payload };
    },
    skuUploadReset() {
      return IDLE_SKU_UPLOAD;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(skuFileSent, (_state, action) => ({ ...IDLE_SKU_UPLOAD, status: 'sending', ...action.payload }));
  },
});

export const { skuUploadProgressed, skuUploadFailed, skuUploadReset } = slice.actions;
export const skuUploadReducer = slice.reducer;
export const selectSkuUpload = (root: { campaignSkuUpload: SkuUploadState }) => root.campaignSkuUpload;
