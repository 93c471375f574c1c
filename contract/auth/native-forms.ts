/**
 * The signed-out forms posted without script (sign-in, forgot and reset password): each posts, urlencoded, to its own
 * page's URL (its query kept: the sign-in's `next`, the reset link's `token`), and the BFF answers 303 back to the page
 * with the outcome in the query: the failure's code (SIGN_IN_ERROR_PARAM) or `done`. The build draws each outcome
 * (DRAWN_VARIANTS) and the BFF serves the one the query asks for (drawnVariant).
 */
import type { SignedOutPath, SignedOutVariant } from '../api/signed-out-pages';
import { isErrorCode } from '../errors';
import { PUBLIC_PATHS } from '../routes';
import { SIGN_IN_ERROR_PARAM } from './native-sign-in';

/**
 * The forms' action: the page's own URL, its query included (a URL of only an empty fragment resolves to the page's
 * URL, and a fragment is never sent), so one drawn page posts whatever query it was opened with.
 */
export const OWN_PAGE_ACTION = '#';

/** Where the sign-in sends the user after it (a path of the portal; anything else lands on the role's home page). */
export const SIGN_IN_NEXT_PARAM = 'next';
/** The reset link's token, in the reset page's URL. */
export const RESET_TOKEN_PARAM = 'token';
/** A forgot-password request taken, or a new password saved. */
export const FORM_DONE_PARAM = 'done';

/** A token the build draws the reset form with (the form posts to the page's URL; the token never shows in the HTML). */
const DRAWN_TOKEN = 'drawn';
const failed = (path: string, query = '') => `${path}?${query}${SIGN_IN_ERROR_PARAM}=generic`;
const done = (path: string) => `${path}?${FORM_DONE_PARAM}=1`;

/** The URL each signed-out page's variants are drawn at (the failed variant with code `generic`, its text swapped by the BFF). */
export const DRAWN_VARIANTS: Readonly<Record<SignedOutPath, Partial<Record<SignedOutVariant, string>>>> = {
  [PUBLIC_PATHS.login]: { page: PUBLIC_PATHS.login, failed: failed(PUBLIC_PATHS.login) },
  [PUBLIC_PATHS.adminLogin]: { page: PUBLIC_PATHS.adminLogin, failed: failed(PUBLIC_PATHS.adminLogin) },
  [PUBLIC_PATHS.forgotPassword]: { page: PUBLIC_PATHS.forgotPassword, failed: failed(PUBLIC_PATHS.forgotPassword), done: done(PUBLIC_PATHS.forgotPassword) },
  [PUBLIC_PATHS.resetPassword]: {
    page: PUBLIC_PATHS.resetPassword,
    form: `${PUBLIC_PATHS.resetPassword}?${RESET_TOKEN_PARAM}=${DRAWN_TOKEN}`,
    failed: failed(PUBLIC_PATHS.resetPassword, `${RESET_TOKEN_PARAM}=${DRAWN_TOKEN}&`),
    done: done(PUBLIC_PATHS.resetPassword),
  },
};

/** The drawn variant a signed-out page's URL asks for: done, failed (a known code), the reset form (a token), else the page. */
export function drawnVariant(path: SignedOutPath, query: URLSearchParams): SignedOutVariant {
  const drawn = DRAWN_VARIANTS[path];
  const code = query.get(SIGN_IN_ERROR_PARAM);
  if (drawn.done !== undefined && query.has(FORM_DONE_PARAM)) return 'done';
  if (drawn.failed !== undefined && code !== null && isErrorCode(code)) return 'failed';
  if (drawn.form !== undefined && query.get(RESET_TOKEN_PARAM)) return 'form';
  return 'page';
}
