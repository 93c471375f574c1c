/** Top-bar actions (copy company id, support requests) and the way back from acting as a seller. */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '@web/lib/http';

export type AdminBackTarget = 'companies' | 'mp-products';

export interface ShellState {
  adminBackError: ApiFailure | null;
}
export interface WithShell {
  shell: ShellState;
}

export const copyRequested = createAction<string>('shell/copyRequested');
export const supportRequestsOpened = createAction('shell/supportRequestsOpened');
export const adminBackRequested = createAction<AdminBackTarget>('shell/adminBackRequested');

const shellSlice = createSlice({
  name: 'shell',
  initialState: { adminBackError: null } as ShellState,
  reducers: {
    adminBackFailed(state, action: PayloadAction<ApiFailure>) {
      state.adminBackError = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(adminBackRequested, (state) => {
      state.adminBackError = null;
    });
  },
});

export const { adminBackFailed } = shellSlice.actions;
export const shellReducer = shellSlice.reducer;
export const selectAdminBackError = (state: WithShell) => state.shell.adminBackError;
