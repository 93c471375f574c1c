/**
 * The built SPA: files from its folder, and index.html for client-side routes (never for /api). A file's `.br` or
 * `.gz` twin, written at build time (vite.config.ts), answers when the request's Accept-Encoding names br or gzip.
 * A request with a session gets index.html with its user and preload hints written in (./signed-in-page.ts); a
 * signed-out page, the page as the build drew it (./signed-out-page.ts), which holds no one's data.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { apiError } from '@contract/api/error-status';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { policy } from '../../middleware/policy';
import { session } from '../../middleware/session';
import { signedInPage } from './signed-in-page';
import { signedOutPage } from './signed-out-page';

/** The types that may have a compressed twin; their answers depend on Accept-Encoding even when sent as they are. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript)|image\/svg\+xml)/;

/**
 * Vite's hashed bundles never change under a name; everything else (index.html above all) is revalidated, and a page
 * with a session's data is never stored (its writer says no-store). A page depends on the cookie it was asked with.
 */
const cacheControl: MiddlewareHandler<AppEnv> = async function spaCacheControl(c, next) {
  await next();
  if (!c.res.ok) return;
  const type = c.res.headers.get('Content-Type') ?? '';
  if (c.res.headers.get('Cache-Control') !== 'no-store')
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  const vary = c.res.headers.get('Vary') ?? '';
  if (COMPRESSIBLE.test(type) && !/accept-encoding/i.test(vary)) c.header('Vary', 'Accept-Encoding', { append: true });
  if (type.startsWith('text/html')) c.header('Vary', 'Cookie', { append: true });
};

/** The page itself is never served as a file: it is the client routes' answer below, written for a session. */
const isPage = (path: string) => path === '/' || path.endsWith('/index.html');

export function spaRoutes(root: string, ctx: AppContext) {
  const notApi: MiddlewareHandler<AppEnv> = async (c, next) =>
    c.req.path.startsWith('/api/') || c.req.path.startsWith('/.well-known/') ? c.json(apiError('notFound'), 404) : next();
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  const filesButThePage: MiddlewareHandler<AppEnv> = (c, next) => (isPage(c.req.path) ? next() : files(c, next));
  return new Hono<AppEnv>().get(
    '*',
    policy.public(),
    cacheControl,
    filesButThePage,
    notApi,
    session({ sessions: ctx.sessions, cookie: ctx.cookie }),
    signedOutPage(root),
    signedInPage(root, ctx),
    serveStatic({ root, path: 'index.html', precompressed: true }),
  );
}
