import { filterItems, type SearchGroup, type SearchItem } from '@contract/search';

export interface ResultGroup {
  title: string;
  items: SearchItem[];
}
export interface NumberedGroup {
  title: string;
  items: Array<{ item: SearchItem; position: number }>;
}

/** Each group filtered by the contract rule: 6 suggestions while typing, up to 100 with an empty box. */
export function searchResults(groups: readonly SearchGroup[], query: string, translate: (title: string) => string, locale: string): ResultGroup[] {
  return groups
    .map((group) => ({ title: translate(group.groupTitle), items: filterItems(group.data, query, (item) => translate(item.title), locale) }))
    .filter((group) => group.items.length > 0);
}

/** Gives every result its position across groups (the keyboard moves through one flat list). */
export function numberResults(groups: readonly ResultGroup[]): NumberedGroup[] {
  let position = 0;
  return groups.map((group) => ({ title: group.title, items: group.items.map((item) => ({ item, position: position++ })) }));
}
