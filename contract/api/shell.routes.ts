/** The browser API of the shell's top bar (spec §3, §9): bookmarks, the navbar search and the support link. */
import { toggleBookmarkSchema, type BookmarksResponse } from '../bookmarks';
import type { MainSearchResponse } from '../search';
import { answer, policy, route } from './route-def';
import type { SupportLinkResponse } from './session';

export const SHELL_ROUTES = {
  bookmarks: route.get('/api/search/bookmarks/data', { answer: answer<BookmarksResponse>(), policy: policy.signedIn() }),
  /** A page the session may not open is notFound. */
  toggleBookmark: route.post('/api/update/bookmarks', { body: toggleBookmarkSchema, answer: answer<BookmarksResponse>(), policy: policy.signedIn() }),
  mainSearch: route.get('/api/main-search/data', { answer: answer<MainSearchResponse>(), policy: policy.signedIn() }),
  /** Sellers (and the editor) only: help.view leaves out the admin role, as the spec hides the link on admin paths. */
  supportLink: route.get('/api/support/link', { answer: answer<SupportLinkResponse>(), policy: policy.can('help.view') }),
};
