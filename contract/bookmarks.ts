/** Bookmarks (spec §3, §4, §9): at most 10 starred; more go to an overflow list; unstarring promotes one. */
import * as yup from 'yup';
import { BOOKMARKS_MAX_STARRED } from './constants';

export interface Bookmark {
  id: string;
  target: string;
  /** i18n key of the page title. */
  title: string;
  link: string;
  icon: string;
  starred: boolean;
}

export interface StarState {
  starred: string[];
  overflow: string[];
}

export interface BookmarksResponse extends StarState {
  searchResult: Bookmark[];
}

export interface ToggleBookmarkRequest {
  obj: Pick<Bookmark, 'id'> & Partial<Bookmark>;
}

export const EMPTY_STARS: StarState = { starred: [], overflow: [] };

export function toggleStar(state: StarState, id: string): StarState {
  if (state.starred.includes(id)) {
    const starred = state.starred.filter((x) => x !== id);
    const [promoted, ...overflow] = state.overflow;
    return promoted === undefined ? { starred, overflow } : { starred: [...starred, promoted], overflow };
  }
  if (state.overflow.includes(id)) return { starred: state.starred, overflow: state.overflow.filter((x) => x !== id) };
  if (state.starred.length < BOOKMARKS_MAX_STARRED) return { starred: [...state.starred, id], overflow: state.overflow };
  return { starred: state.starred, overflow: [...state.overflow, id] };
}

/** Drops ids the user may no longer open (a role or company change), then refills starred from overflow. */
export function keepAllowed(state: StarState, allowed: ReadonlySet<string>): StarState {
  const all = [...state.starred, ...state.overflow].filter((id) => allowed.has(id));
  return { starred: all.slice(0, BOOKMARKS_MAX_STARRED), overflow: all.slice(BOOKMARKS_MAX_STARRED) };
}

/** Body of the toggle call (§7 `api/update/bookmarks`); messages are i18n keys. */
export const toggleBookmarkSchema = yup.object({
  obj: yup.object({ id: yup.string().required('validation.required') }).required('validation.required'),
});
