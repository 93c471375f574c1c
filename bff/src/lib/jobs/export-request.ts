/** What every list export shares: the filters in the POST body, and paging through the downstream list. */
import type { Context } from 'hono';
import { EXPORT_ROW_CAP } from '@contract/constants';
import type { RawQuery } from '@contract/lists/list-query';
import { ApiFailure } from '../api-failure';
import { jsonBody } from '../validate';

/** The list's filters as the browser sent them (a flat object of strings, like a query string). */
export async function exportFilters(c: Context): Promise<RawQuery> {
  const body = await jsonBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiFailure('validation');
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export type ListCall<Row> = (query: Record<string, string>) => Promise<{ items: Row[]; total: number }>;

/**
 * Rows an export asks for at a time: small enough that one page of JSON and its rows stay a few MB, large enough that
 * the downstream calls (each one filters the whole book) stay few.
 */
export const EXPORT_PAGE_SIZE = 5_000;

/**
 * Pages of a downstream list, EXPORT_PAGE_SIZE rows at a time, until `total` rows have come. The next page is asked
 * for while the caller writes this one, so the downstream's work and the file's overlap (two pages held at most).
 */
export async function* downstreamPages<Row>(list: ListCall<Row>, raw: Record<string, string>): AsyncIterable<Row[]> {
  const ask = (page: number) => {
    const answer = list({ ...raw, page: String(page), pageSize: String(EXPORT_PAGE_SIZE) });
    answer.catch(() => {}); // awaited below, unless the caller stopped reading first
    return answer;
  };
  let next = ask(1);
  for (let page = 1, seen = 0; seen <= EXPORT_ROW_CAP; page += 1) {
    const answer = await next;
    if (answer.items.length === 0) return;
    seen += answer.items.length;
    const more = seen < answer.total;
    if (more) next = ask(page + 1);
    yield answer.items;
    if (!more) return;
  }
}
