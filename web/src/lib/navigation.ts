/** Sagas navigate through a function the app puts in the saga context, so tests can hand in their own. */
import type { SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';

export interface NavigateOptions {
  replace?: boolean;
}
export type Navigate = (to: string, options?: NavigateOptions) => Promise<void> | void;
export const NAVIGATE_CONTEXT_KEY = 'navigate';

/**
 * A full page load. Act-as and back-to-admin use it: the new identity starts from a clean page, with no state and no
 * request of the previous identity left in flight.
 */
export type LoadPage = (to: string) => void;
export const LOAD_PAGE_CONTEXT_KEY = 'loadPage';
export const browserLoadPage: LoadPage = (to) => window.location.assign(to);

export function* loadPage(to: string): SagaIterator {
  const load = (yield getContext(LOAD_PAGE_CONTEXT_KEY)) as LoadPage;
  yield call(load, to);
}

export function* navigateTo(to: string, options?: NavigateOptions): SagaIterator {
  const navigate = (yield getContext(NAVIGATE_CONTEXT_KEY)) as Navigate;
  yield call(navigate, to, options);
}

/** Keeps `next` on this site: a path, never `//host` or a full URL (no open redirect). */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
