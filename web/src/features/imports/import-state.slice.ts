/** Staff changing the company's import state (spec §4: suspended for a while, or banned): saving, or its refusal. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ImportState } from '@contract/imports/import.types';
import type { ApiFailure } from '@web/lib/http';

export interface ImportStateChange {
  status: 'idle' | 'saving' | 'failed';
  error: ApiFailure | null;
}

const initialState: ImportStateChange = { status: 'idle', error: null };

const slice = createSlice({
  name: 'importStateChange',
  initialState,
  reducers: {
    importStateChangeRequested(state, _action: PayloadAction<ImportState>) {
      state.status = 'saving';
      state.error = null;
    },
    importStateChanged() {
      return initialState;
    },
    importStateChangeFailed(state, action: PayloadAction<ApiFailure>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { importStateChangeRequested, importStateChanged, importStateChangeFailed } = slice.actions;
export const importStateChangeReducer = slice.reducer;
export const selectImportStateChange = (state: { importStateChange: ImportStateChange }) => state.importStateChange;
