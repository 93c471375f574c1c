import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CompanyListResponse, CompanySummary } from '@contract/api/session';
import type { ApiFailure } from '@web/lib/http';
import type { CompanyQuery } from './admin-companies.api';

export interface AdminCompaniesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: CompanySummary[];
  total: number;
  error: ApiFailure | null;
  /** The company an act-as call is running for. */
  actingAs: number | null;
  actAsError: ApiFailure | null;
}
export interface WithAdminCompanies {
  adminCompanies: AdminCompaniesState;
}

const initialState: AdminCompaniesState = { status: 'idle', items: [], total: 0, error: null, actingAs: null, actAsError: null };

export const companiesRequested = createAction<CompanyQuery>('adminCompanies/requested');
export const actAsRequested = createAction<number>('adminCompanies/actAsRequested');

const adminCompaniesSlice = createSlice({
  name: 'adminCompanies',
  initialState,
  reducers: {
    companiesLoaded(state, action: PayloadAction<CompanyListResponse>) {
      Object.assign(state, { status: 'loaded', items: action.payload.items, total: action.payload.total, error: null });
    },
    companiesFailed(state, action: PayloadAction<ApiFailure>) {
      Object.assign(state, { status: 'failed', items: [], total: 0, error: action.payload });
    },
    actAsSucceeded(state) {
      state.actingAs = null;
    },
    actAsFailed(state, action: PayloadAction<ApiFailure>) {
      state.actingAs = null;
      state.actAsError = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(companiesRequested, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(actAsRequested, (state, action) => {
        state.actingAs = action.payload;
        state.actAsError = null;
      });
  },
});

export const { companiesLoaded, companiesFailed, actAsSucceeded, actAsFailed } = adminCompaniesSlice.actions;
export const adminCompaniesReducer = adminCompaniesSlice.reducer;
export const selectAdminCompanies = (state: WithAdminCompanies) => state.adminCompanies;
