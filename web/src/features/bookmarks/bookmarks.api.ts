import { SHELL_ROUTES } from '@contract/api/shell.routes';
import type { Bookmark, BookmarksResponse, ToggleBookmarkRequest } from '@contract/bookmarks';
import { apiCall } from '@web/lib/api-call';

export const fetchBookmarks = (): Promise<BookmarksResponse> => apiCall(SHELL_ROUTES.bookmarks);

/** The answer is the new bookmark state when the server sends one; null when it only acknowledges. */
export async function toggleBookmark(bookmark: Pick<Bookmark, 'id'> & Partial<Bookmark>): Promise<BookmarksResponse | null> {
  const body: ToggleBookmarkRequest = { obj: bookmark };
  const answer: unknown = await apiCall(SHELL_ROUTES.toggleBookmark, { body });
  return isBookmarksResponse(answer) ? answer : null;
}

export function isBookmarksResponse(value: unknown): value is BookmarksResponse {
  const candidate = value as BookmarksResponse | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.searchResult) &&
    Array.isArray(candidate.starred) &&
    Array.isArray(candidate.overflow)
  );
}
