/** The companies a staff member's company filter offers: those matching what was last typed. */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CompanyChoice } from '@web/components/list/company-choices';

export interface CompanyDirectoryState {
  /** What the choices answer; null before the first search. */
  text: string | null;
  choices: CompanyChoice[];
}
export interface WithCompanyDirectory {
  companyDirectory: CompanyDirectoryState;
}

const initialState: CompanyDirectoryState = { text: null, choices: [] };

export const companyDirectorySearched = createAction<string>('companyDirectory/searched');

const companyDirectorySlice = createSlice({
  name: 'companyDirectory',
  initialState,
  reducers: {
    companyDirectoryFound(state, action: PayloadAction<{ text: string; choices: CompanyChoice[] }>) {
      Object.assign(state, action.payload);
    },
  },
});

export const { companyDirectoryFound } = companyDirectorySlice.actions;
export const companyDirectoryReducer = companyDirectorySlice.reducer;
export const selectCompanyChoices = (state: WithCompanyDirectory) => state.companyDirectory.choices;
export const selectCompanyDirectoryText = (state: WithCompanyDirectory) => state.companyDirectory.text;
