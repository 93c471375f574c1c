/** Shell UI state that more than one layout piece reads: the mobile sidebar and the customizer panel. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LayoutState {
  mobileSidebarOpen: boolean;
  customizerOpen: boolean;
}
export interface WithLayout {
  layout: LayoutState;
}

const layoutSlice = createSlice({
  name: 'layout',
  initialState: { mobileSidebarOpen: false, customizerOpen: false } as LayoutState,
  reducers: {
    mobileSidebarSet(state, action: PayloadAction<boolean>) {
      state.mobileSidebarOpen = action.payload;
    },
    customizerPanelSet(state, action: PayloadAction<boolean>) {
      state.customizerOpen = action.payload;
    },
  },
});

export const { mobileSidebarSet, customizerPanelSet } = layoutSlice.actions;
export const layoutReducer = layoutSlice.reducer;
export const selectLayout = (state: WithLayout) => state.layout;
