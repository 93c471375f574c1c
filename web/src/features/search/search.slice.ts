/** What the navbar search can find: the pages this user may open, grouped as the server sends them. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchGroup } from '@contract/search';

export interface SearchState {
  groups: SearchGroup[];
  loaded: boolean;
}
export interface WithSearch {
  search: SearchState;
}

const initialState: SearchState = { groups: [], loaded: false };

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchGroupsLoaded(_state, action: PayloadAction<SearchGroup[]>) {
      return { groups: action.payload, loaded: true };
    },
    searchCleared: () => initialState,
  },
});

export const { searchGroupsLoaded, searchCleared } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
export const selectSearchGroups = (state: WithSearch): SearchGroup[] => state.search.groups;
