import { API } from '@contract/api/paths';
import type { Bookmark, BookmarksResponse, ToggleBookmarkRequest } from '@contract/bookmarks';
import { http } from '@web/lib/http';

export async function fetchBookmarks(): Promise<BookmarksResponse> {
  const response = await http.get<BookmarksResponse>(API.bookmarks);
  return response.data;
}

/** The answer is the new bookmark state when the server sends one; null when it only acknowledges. */
export async function toggleBookmark(bookmark: Pick<Bookmark, 'id'> & Partial<Bookmark>): Promise<BookmarksResponse | null> {
  const body: ToggleBookmarkRequest = { obj: bookmark };
  const response = await http.post<unknown>(API.toggleBookmark, body);
  return isBookmarksResponse(response.data) ? response.data : null;
}

export function isBookmarksResponse(value: unknown): value is BookmarksResponse {
  const candidate = value as BookmarksResponse | null;
  return typeof candidate === 'object' && candidate !== null && Array.isArray(candidate.searchResult)
    && Array.isArray(candidate.starred) && Array.isArray(candidate.overflow);
}
