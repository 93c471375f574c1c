import type { Bookmark, BookmarksResponse } from '@contract/bookmarks';
import { bookmarksLoaded, bookmarksReducer, selectBookmarkLists, starToggled, starsRestored } from './bookmarks.slice';

const page = (id: string): Bookmark => ({ id, target: id, title: `routes.${id}`, link: `/${id}`, icon: 'cilStar', starred: false });
const ids = Array.from({ length: 12 }, (_, i) => `p${i}`);
const loaded: BookmarksResponse = { searchResult: ids.map(page), starred: ids.slice(0, 10), overflow: ids.slice(10) };
const init = bookmarksReducer(undefined, { type: '@@init' });

describe('bookmarks reducer', () => {
  it('loads pages and star lists', () => {
    const state = bookmarksReducer(init, bookmarksLoaded(loaded));
    const lists = selectBookmarkLists({ bookmarks: state });
    expect(lists.starred).toHaveLength(10);
    expect(lists.overflow.map((b) => b.id)).toEqual(['p10', 'p11']);
  });

  it('applies the contract rule: unstarring promotes the first overflow page', () => {
    const state = bookmarksReducer(bookmarksReducer(init, bookmarksLoaded(loaded)), starToggled('p3'));
    expect(state.starred).toHaveLength(10);
    expect(state.starred.at(-1)).toBe('p10');
    expect(state.overflow).toEqual(['p11']);
  });

  it('restores the previous stars when the server refuses', () => {
    const before = bookmarksReducer(init, bookmarksLoaded(loaded));
    const toggled = bookmarksReducer(before, starToggled('p0'));
    const restored = bookmarksReducer(toggled, starsRestored({ starred: before.starred, overflow: before.overflow }));
    expect(restored.starred).toEqual(before.starred);
  });

  it('skips ids with no known page', () => {
    const state = bookmarksReducer(init, bookmarksLoaded({ ...loaded, starred: ['p0', 'gone'] }));
    expect(selectBookmarkLists({ bookmarks: state }).starred.map((b) => b.id)).toEqual(['p0']);
  });
});
