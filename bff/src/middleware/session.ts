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
    await next();
    const stale = c.req.header('cookie')?.includes(`${cookie.name(c)}=`) && !record;
    if (stale && !c.res.headers.getSetCookie().some((line) => line.startsWith(`${cookie.name(c)}=`))) cookie.clear(c);
  };
}
