/**
 * A signed-out form posted without script (contract/auth/native-forms.ts): only from the portal's own origin (Origin or
 * Sec-Fetch-Site, what such a post can prove), read as the urlencoded form it is, answered 303 back to a page.
 */
import type { Context } from 'hono';
import { ApiFailure } from './api-failure';
import type { AppContext } from './app-context';
import type { AppEnv } from './app-env';
import { fromPortal } from '../middleware/csrf';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The posted fields; null when the body is not a urlencoded form. A post from elsewhere is refused (403 `csrf`). */
export async function postedForm(c: Context<AppEnv>, ctx: AppContext): Promise<URLSearchParams | null> {
  if (!fromPortal(c, ctx.origin)) throw new ApiFailure('csrf');
  if (!(c.req.header('content-type') ?? '').startsWith(FORM_TYPE)) return null;
  return new URLSearchParams(await c.req.text());
}

/** 303 to a page with the query given (empty values left out). */
export function seeOther(c: Context<AppEnv>, path: string, query: Record<string, string | undefined> = {}) {
  const kept = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  return c.redirect(kept.length === 0 ? path : `${path}?${new URLSearchParams(kept)}`, 303);
}
