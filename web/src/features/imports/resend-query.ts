/**
 * Fix and resend's own URL keys, apart from the refused rows list's `?sku=&page=`: `?fix=1` while the editor is open,
 * `?fixPage=&fixPageSize=` its page of all the chosen import's refused rows.
 */
import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize, type RawQuery } from '@contract/lists/list-query';

export interface ResendQuery {
  fixing: boolean;
  page: number;
  pageSize: number;
}

export const parseResendQuery = (raw: RawQuery): ResendQuery => ({
  fixing: raw.fix === '1',
  page: parsePage(raw.fixPage),
  pageSize: parsePageSize(raw.fixPageSize),
});

/** The URL with the editor's keys changed (any change but a page turn goes back to its page 1); the list's keys stay. */
export function withResendQuery(params: URLSearchParams, patch: Partial<ResendQuery>): URLSearchParams {
  const current = parseResendQuery(Object.fromEntries(params.entries()));
  const { fixing, page, pageSize } = { ...current, ...('page' in patch ? {} : { page: 1 }), ...patch };
  const next = new URLSearchParams(params);
  for (const key of ['fix', 'fixPage', 'fixPageSize']) next.delete(key);
  if (fixing) next.set('fix', '1');
  if (page !== 1) next.set('fixPage', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) next.set('fixPageSize', String(pageSize));
  return next;
}
