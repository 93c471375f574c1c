/** Loads the session named by the cookie into `c.var.session` (null when absent, unknown or expired). */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env';
import type { SessionCookie } from '../lib/session-cookie';
import type { Sessions } from '../lib/sessions';

export interface SessionOptions {
  sessions: Sessions;
  cookie: SessionCookie;
}

export function session({ sessions, cookie }: SessionOptions): MiddlewareHandler<AppEnv> {
  return async function sessionHandler(c, next) {
    const id = cookie.read(c);
    const record = id ? await sessions.load(id) : null;
    c.set('session', id && record ? { id, record } : null);
    // A dead id is answered 401 but its cookie is left alone: the request may have been sent just before the id was
    // rotated (sign-in, act-as, back), and clearing it would erase the new session's cookie in the browser.
    await next();
  };
}
