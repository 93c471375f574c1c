/** Navbar search (spec §3, §9). */
import { SEARCH_LIMIT_BROWSING, SEARCH_LIMIT_TYPING } from './constants';

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

/** Case- and accent-insensitive match in the user's language (Turkish dotted/dotless i included). */
export function normalizeForSearch(text: string, locale: string): string {
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i');
}

export function filterItems<T>(items: readonly T[], query: string, label: (item: T) => string, locale: string): T[] {
  const q = normalizeForSearch(query.trim(), locale);
  const matches = q === '' ? items : items.filter((item) => normalizeForSearch(label(item), locale).includes(q));
  return matches.slice(0, searchLimit(query));
}
