/**
 * The steps a contract case is made of: one request each (or a clock move), sent alike to the BFF and to Mirage.
 * A step may keep a value from its answer (the access token, a mailed reset token) for the steps after it; each
 * side keeps its own.
 */
import { API } from '@contract/api/paths';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import type { Leeways } from './answer-diff';

/**
 * Values kept from earlier answers: tokens, and ids (an order, its item, a package) by the name a step gave them;
 * `texts` keeps ids that are strings (a transaction's).
 */
export interface Memo { accessToken?: string; resetToken?: string; ids?: Record<string, number>; texts?: Record<string, string> }

export interface RequestStep {
  kind: 'request';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (memo: Memo) => string;
  body?: (memo: Memo) => unknown;
  /** false: send no CSRF header (and, to the BFF, no Origin). */
  csrf: boolean;
  leeways: Leeways;
  keep?: (body: unknown, memo: Memo) => void;
}

export interface WaitStep { kind: 'wait'; ms: number }

export type Step = RequestStep | WaitStep;

export const MINUTE = 60_000;
export const AYSE = 'ayse@demo.tezgah.dev';
export const OMAR = 'omar@demo.tezgah.dev';
export const LI = 'li@demo.tezgah.dev';
export const ADMIN = 'admin@demo.tezgah.dev';
export const EDITOR = 'editor@demo.tezgah.dev';
export const NEW_PASSWORD = 'Brand-New1';

/** Access tokens are random on both sides: only their type is compared. */
const SESSION_LEEWAYS: Leeways = { accessToken: 'type' };

export function request(method: RequestStep['method'], path: string | ((memo: Memo) => string), body?: unknown | ((memo: Memo) => unknown), extra: Partial<RequestStep> = {}): RequestStep {
  const pathOf = typeof path === 'string' ? () => path : path;
  const bodyOf = body === undefined ? undefined : typeof body === 'function' ? (body as (memo: Memo) => unknown) : () => body;
  return { kind: 'request', method, path: pathOf, ...(bodyOf ? { body: bodyOf } : {}), csrf: true, leeways: {}, ...extra };
}

const keepAccessToken = (body: unknown, memo: Memo) => {
  const token = (body as { accessToken?: unknown } | null)?.accessToken;
  if (typeof token === 'string') memo.accessToken = token;
};

/** The token of the newest mailed reset link. */
const keepResetToken = (body: unknown, memo: Memo) => {
  const link = (body as { items?: { link?: string | null }[] } | null)?.items?.at(-1)?.link;
  if (link) memo.resetToken = new URL(link).searchParams.get('token') ?? undefined;
};

export const get = (path: string, leeways: Leeways = {}) => request('GET', path, undefined, { leeways });
export const post = (path: string, body: unknown, leeways: Leeways = {}) => request('POST', path, body, { leeways });

export const signIn = (email: string, password = DEMO_PASSWORD) =>
  request('POST', API.loginUser, { email, password }, { leeways: SESSION_LEEWAYS, keep: keepAccessToken });
export const staffSignIn = (email: string, password = DEMO_PASSWORD) =>
  request('POST', API.loginAdmin, { email, password }, { leeways: SESSION_LEEWAYS, keep: keepAccessToken });
export const register = (email: string, password: string, name: string) =>
  request('POST', API.register, { email, password, name }, { leeways: SESSION_LEEWAYS, keep: keepAccessToken });
export const me = () => get(API.me);
/** With the token kept from the last sign-in or refresh, or with `token` as given. */
export const refresh = (token?: string) => request('POST', API.refreshToken,
  (memo: Memo) => ({ accessToken: token ?? memo.accessToken ?? '' }), { leeways: SESSION_LEEWAYS, keep: keepAccessToken });
export const logout = () => post(API.logout, {});

export const forgot = (email: string) => post(API.forgotPassword, { email });
/** Mailed links carry each side's own host and a random token: compared by structure. */
export const outbox = () => request('GET', API.devOutbox, undefined, {
  leeways: { 'items.*.link': 'url', 'items.*.body': 'text' }, keep: keepResetToken,
});
export const checkReset = (token?: string) => request('GET', (memo: Memo) => `${API.resetPassword}/${encodeURIComponent(token ?? memo.resetToken ?? 'no-token-kept')}`);
export const completeReset = (password: string, confirmPassword = password, token?: string) => request('POST', API.resetPassword,
  (memo: Memo) => ({ token: token ?? memo.resetToken ?? 'no-token-kept', password, confirmPassword }));

export const bookmarks = () => get(API.bookmarks);
export const toggle = (id: string) => post(API.toggleBookmark, { obj: { id } });
export const toggleAll = (ids: readonly string[]) => ids.map(toggle);
export const mainSearch = () => get(API.mainSearch);
/** The support center's host differs (configuration) and its token is signed per side. */
export const supportLink = () => get(API.supportLink, { url: 'url' });

export const companies = (query = '') => get(`${API.adminCompanies}${query ? `?${query}` : ''}`);
export const actAs = (companyId: unknown) =>
  request('POST', API.actAs, { companyId }, { leeways: SESSION_LEEWAYS, keep: keepAccessToken });
export const back = () => request('POST', API.adminBack, {}, { leeways: SESSION_LEEWAYS, keep: keepAccessToken });

export const withoutCsrf = (step: RequestStep): RequestStep => ({ ...step, csrf: false });
export const wait = (ms: number): WaitStep => ({ kind: 'wait', ms });

export function describeStep(step: RequestStep, memo: Memo): string {
  return `${step.method} ${step.path(memo)}${step.csrf ? '' : ' (no CSRF)'}`;
}
