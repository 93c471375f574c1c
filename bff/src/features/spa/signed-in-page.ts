/**
 * index.html for a signed-in session: GET me's answer (from the same code) and the route's preload hints written in, so
 * the SPA neither waits for the session nor discovers its chunks one after another. Never cached, and varying by cookie:
 * a page carries its own session's user only. Without a session (or when the answer fails) the plain page is served.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import type { MeResponse } from '@contract/api/session';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { meAnswer } from '../../lib/me-answer';
import { pageAnswer } from './page-answer';
import { writePage } from './page-writer';
import { preloadsAt, readRoutePreloads } from './route-preloads';

async function answerOrNone(c: Context<AppEnv>, ctx: AppContext): Promise<MeResponse | null> {
  if (!c.get('session')) return null;
  // A user the identity service no longer knows has its session ended by meAnswer; any other failure leaves the
  // question to the SPA's own GET me, which shows it.
  return meAnswer(c, ctx).catch(() => null);
}

/** Answers with the written page when the request has a session; passes on to the plain page otherwise. */
export function signedInPage(root: string, ctx: AppContext): MiddlewareHandler<AppEnv> {
  let page: Promise<string> | null = null;
  const preloads = readRoutePreloads(root);
  return async function signedInPageHandler(c, next) {
    const me = await answerOrNone(c, ctx);
    if (!me) return next();
    page ??= readFile(join(root, 'index.html'), 'utf8');
    const html = writePage(await page, { me, preloads: preloadsAt(await preloads, c.req.path) });
    c.header('Cache-Control', 'no-store');
    return pageAnswer(c, html);
  };
}
