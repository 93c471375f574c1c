/** Opening a row's company as its seller: which company the call runs for, and why it failed. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '@web/lib/http';
import type { RememberedSearch } from './remembered-search';

export interface OpenAsSeller {
  companyId: number;
  /** The admin list's URL parameters, kept for the way back. */
  adminSearch: RememberedSearch;
  /** What the seller's own list opens with. */
  sellerSearch: RememberedSearch;
}

export interface AdminMpProductsState {
  opening: number | null;
  openError: ApiFailure | null;
}
export interface WithAdminMpProducts {
  adminMpProducts: AdminMpProductsState;
}

const initialState: AdminMpProductsState = { opening: null, openError: null };

const adminMpProductsSlice = createSlice({
  name: 'adminMpProducts',
  initialState,
  reducers: {
    openAsSellerRequested(state, action: PayloadAction<OpenAsSeller>) {
      state.opening = action.payload.companyId;
      state.openError = null;
    },
    openAsSellerFailed(state, action: PayloadAction<ApiFailure>) {
      state.opening = null;
      state.openError = action.payload;
    },
  },
});

export const { openAsSellerRequested, openAsSellerFailed } = adminMpProductsSlice.actions;
export const adminMpProductsReducer = adminMpProductsSlice.reducer;
export const selectAdminMpProducts = (root: WithAdminMpProducts) => root.adminMpProducts;
