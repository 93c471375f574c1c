import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * A GET through the whole app (CSRF, session, policy) carrying the request's cookies and id, so it reads exactly what
 * this browser may read; its log line shares the request's id.
 */
export function readAsCaller(app: Hono<AppEnv>, c: Context<AppEnv>, path: string): Promise<Response> {
  const headers = new Headers({ 'x-request-id': c.get('requestId') });
  const cookie = c.req.header('cookie');
  if (cookie) headers.set('cookie', cookie);
  return Promise.resolve(app.request(new URL(path, c.req.url).toString(), { headers }, c.env));
}
