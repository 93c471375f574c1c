/**
 * The request's id: the client's (or the balancer's) X-Request-Id when it is well formed, else a fresh UUID. Kept in
 * the log lines, sent back in the answer and passed to the downstream calls, so a client must not be able to fill the
 * logs with long or odd text: 1 to 64 letters, digits, '-' or '_', starting with a letter or digit (a UUID, nginx's
 * 32 hex digits, Envoy's or Heroku's ids all pass).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env';

const HEADER = 'X-Request-Id';
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function requestId(): MiddlewareHandler<AppEnv> {
  return async function requestId(c, next) {
    const sent = c.req.header(HEADER);
    const id = sent !== undefined && WELL_FORMED.test(sent) ? sent : crypto.randomUUID();
    c.set('requestId', id);
    c.header(HEADER, id);
    await next();
  };
}
