/** Theme customizer settings (contract/customizer.ts), live in redux and mirrored to localStorage by the saga. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CUSTOMIZER, type CustomizerSettings } from '@contract/customizer';
import { storage } from '@web/lib/storage';

export interface WithCustomizer {
  customizer: CustomizerSettings;
}

const customizerSlice = createSlice({
  name: 'customizer',
  initialState: DEFAULT_CUSTOMIZER,
  reducers: {
    customizerChanged(state, action: PayloadAction<Partial<CustomizerSettings>>) {
      return { ...state, ...action.payload };
    },
    customizerReset: () => DEFAULT_CUSTOMIZER,
  },
});

export const { customizerChanged, customizerReset } = customizerSlice.actions;
export const customizerReducer = customizerSlice.reducer;
export const selectCustomizer = (state: WithCustomizer): CustomizerSettings => state.customizer;

/** The stored settings, read once when the store is made (so the first paint already has them). */
export function loadStoredCustomizer(): CustomizerSettings {
  return storage.get('tezgah.customizer') ?? DEFAULT_CUSTOMIZER;
}
