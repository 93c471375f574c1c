/** The tag-assign file on screen: being sent, its transaction while it runs and once it ended, or the refusal. */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Transaction } from '@contract/transactions/transaction.types';
import type { ApiFailure } from '@web/lib/http';

export interface TagImportState {
  status: 'idle' | 'sending' | 'running' | 'finished' | 'failed';
  fileName: string | null;
  transaction: Transaction | null;
  error: ApiFailure | null;
}

export const IDLE_TAG_IMPORT: TagImportState = { status: 'idle', fileName: null, transaction: null, error: null };

/** The file rides in `meta`, out of the state (a File is no state). */
export const tagFileSent = createAction('adminTagImport/sent', (file: File) => ({ payload: { fileName: file.name }, meta: { file } }));
export type TagFileSent = ReturnType<typeof tagFileSent>;

const slice = createSlice({
  name: 'adminTagImport',
  initialState: IDLE_TAG_IMPORT,
  reducers: {
    tagImportProgressed(state, action: PayloadAction<Transaction>) {
      const ended = action.payload.status !== 'open' && action.payload.status !== 'inProgress';
      return { ...state, status: ended ? 'finished' : 'running', transaction: action.payload };
    },
    tagImportFailed(state, action: PayloadAction<ApiFailure>) {
      return { ...state, status: 'failed', error: action.payload };
    },
    tagImportReset() {
      return IDLE_TAG_IMPORT;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tagFileSent, (_state, action) => ({ ...IDLE_TAG_IMPORT, status: 'sending', fileName: action.payload.fileName }));
  },
});

export const { tagImportProgressed, tagImportFailed, tagImportReset } = slice.actions;
export const tagImportReducer = slice.reducer;
export const selectTagImport = (root: { adminTagImport: TagImportState }) => root.adminTagImport;
