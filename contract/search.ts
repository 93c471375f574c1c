/** Navbar search (spec §3, §9). */
import { SEARCH_LIMIT_BROWSING, SEARCH_LIMIT_TYPING } from './constants';
import { foldText } from './text-search';

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

export interface MainSearchResponse {
  searchResult: SearchGroup[];
}

export function searchLimit(query: string): number {
  return query.trim() === '' ? SEARCH_LIMIT_BROWSING : SEARCH_LIMIT_TYPING;
}

/** How well a folded label answers a folded query: the label's start, a whole word, a word's start, anywhere; else null. */
function matchRank(label: string, wanted: string): number | null {
  if (!label.includes(wanted)) return null;
  if (label.startsWith(wanted)) return 0;
  const words = label.split(/[^\p{L}\p{N}]+/u);
  if (words.includes(wanted)) return 1;
  return words.some((word) => word.startsWith(wanted)) ? 2 : 3;
}

/**
 * Case- and accent-insensitive match through foldText (Turkish dotted/dotless i included), best matches first: the
 * start of the title, then a whole word, then the start of a word, then anywhere ('or' finds Orders and Refunded
 * Orders before Categories); the catalogue's order within each. The folding is the same in every UI language.
 */
export function filterItems<T>(items: readonly T[], query: string, label: (item: T) => string, _locale?: string): T[] {
  const wanted = foldText(query.trim());
  const limit = searchLimit(query);
  if (wanted === '') return items.slice(0, limit);
  const ranked = items.flatMap((item, index) => {
    const rank = matchRank(foldText(label(item)), wanted);
    return rank === null ? [] : [{ item, rank, index }];
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => item);
}
