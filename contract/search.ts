/** Navbar search (spec §3, §9). */
import { SEARCH_LIMIT_BROWSING, SEARCH_LIMIT_TYPING } from './constants';
import { textMatcher } from './text-search';

export interface SearchItem {
  id: string;
  target: string;
  /** i18n key for pages; plain text for data items. */
  title: string;
  link: string;
  icon: string;
  file?: string;
  img?: string;
  by?: string;
  email?: string;
  size?: string;
  date?: string;
}

export interface SearchGroup {
  groupTitle: string;
  searchLimit: number;
  data: SearchItem[];
}

export interface MainSearchResponse { searchResult: SearchGroup[] }

export function searchLimit(query: string): number {
  return query.trim() === '' ? SEARCH_LIMIT_BROWSING : SEARCH_LIMIT_TYPING;
}

/**
 * Case- and accent-insensitive match through foldText (Turkish dotted/dotless i included). The folding is the same in
 * every UI language, so the caller's locale is not needed.
 */
export function filterItems<T>(items: readonly T[], query: string, label: (item: T) => string, _locale?: string): T[] {
  const matches = textMatcher(query);
  return items.filter((item) => matches(label(item))).slice(0, searchLimit(query));
}
