/** The bookmark and main-search answers (spec §3, §7), built by the BFF. */
import type { Subject } from '../permissions';
import { searchableRoutes, type RouteEntry } from '../routes';
import { keepAllowed, type Bookmark, type BookmarksResponse, type StarState } from '../bookmarks';
import type { MainSearchResponse, SearchItem } from '../search';
import { SEARCH_LIMIT_BROWSING } from '../constants';

export const PAGES_GROUP_TITLE = 'search.groups.pages';

/** Bookmark ids the subject may star: the ids of the pages it may open and find. */
export function bookmarkableIds(subject: Subject | null): Set<string> {
  return new Set(searchableRoutes(subject).map((route) => route.id));
}

function pageItem(route: RouteEntry): SearchItem {
  return { id: route.id, target: route.id, title: `routes.${route.id}`, link: route.path, icon: route.icon };
}

/** `stars` as stored; ids the subject may no longer open are dropped (keepAllowed) before answering. */
export function bookmarksAnswer(subject: Subject | null, stars: StarState): BookmarksResponse {
  const kept = keepAllowed(stars, bookmarkableIds(subject));
  const starred = new Set([...kept.starred, ...kept.overflow]);
  const searchResult: Bookmark[] = searchableRoutes(subject).map((route) => ({ ...pageItem(route), starred: starred.has(route.id) }));
  return { searchResult, starred: kept.starred, overflow: kept.overflow };
}

export function mainSearchAnswer(subject: Subject | null): MainSearchResponse {
  return { searchResult: [{ groupTitle: PAGES_GROUP_TITLE, searchLimit: SEARCH_LIMIT_BROWSING, data: searchableRoutes(subject).map(pageItem) }] };
}
