/** Starred pages (spec §4): at most 10 in the navbar, the rest in an overflow list. */
import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { EMPTY_STARS, toggleStar, type Bookmark, type BookmarksResponse, type StarState } from '@contract/bookmarks';

export interface BookmarksState extends StarState {
  items: Bookmark[];
  loaded: boolean;
}
export interface WithBookmarks {
  bookmarks: BookmarksState;
}

const initialState: BookmarksState = { ...EMPTY_STARS, items: [], loaded: false };

export const bookmarksRequested = createAction('bookmarks/requested');
export const bookmarkToggleRequested = createAction<string>('bookmarks/toggleRequested');

const bookmarksSlice = createSlice({
  name: 'bookmarks',
  initialState,
  reducers: {
    bookmarksLoaded(_state, action: PayloadAction<BookmarksResponse>) {
      const { searchResult, starred, overflow } = action.payload;
      return { items: searchResult, starred, overflow, loaded: true };
    },
    /** Optimistic: the contract rule applied at once; the saga reverts it when the server refuses. */
    starToggled(state, action: PayloadAction<string>) {
      const next = toggleStar({ starred: state.starred, overflow: state.overflow }, action.payload);
      state.starred = next.starred;
      state.overflow = next.overflow;
    },
    starsRestored(state, action: PayloadAction<StarState>) {
      state.starred = action.payload.starred;
      state.overflow = action.payload.overflow;
    },
    bookmarksCleared: () => initialState,
  },
});

export const { bookmarksLoaded, starToggled, starsRestored, bookmarksCleared } = bookmarksSlice.actions;
export const bookmarksReducer = bookmarksSlice.reducer;

const selectBookmarks = (state: WithBookmarks) => state.bookmarks;
export const selectStarState = createSelector([selectBookmarks], (b): StarState => ({ starred: b.starred, overflow: b.overflow }));

/** Starred and overflow bookmarks in their order, skipping ids with no known page. */
export const selectBookmarkLists = createSelector([selectBookmarks], (b) => {
  const byId = new Map(b.items.map((item) => [item.id, item]));
  const pick = (ids: string[]) =>
    ids.flatMap((id) => {
      const item = byId.get(id);
      return item ? [item] : [];
    });
  return { starred: pick(b.starred), overflow: pick(b.overflow) };
});

export const selectStarredIds = createSelector([selectBookmarks], (b) => new Set([...b.starred, ...b.overflow]));
