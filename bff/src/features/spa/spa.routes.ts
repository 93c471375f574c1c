/**
 * The built SPA: files from its folder, and index.html for client-side routes (never for /api). A file's `.br` or
 * `.gz` twin, written at build time (vite.config.ts), answers when the request's Accept-Encoding names br or gzip.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { apiError } from '@contract/api/error-status';
import type { AppEnv } from '../../lib/app-env';
import { policy } from '../../middleware/policy';

/** The types that may have a compressed twin; their answers depend on Accept-Encoding even when sent as they are. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript)|image\/svg\+xml)/;

/** Vite's hashed bundles never change under a name; everything else (index.html above all) is revalidated. */
const cacheControl: MiddlewareHandler<AppEnv> = async function spaCacheControl(c, next) {
  await next();
  if (!c.res.ok) return;
  c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  const vary = c.res.headers.get('Vary') ?? '';
  if (COMPRESSIBLE.test(c.res.headers.get('Content-Type') ?? '') && !/accept-encoding/i.test(vary)) c.header('Vary', 'Accept-Encoding', { append: true });
};

export function spaRoutes(root: string) {
  const notApi: MiddlewareHandler<AppEnv> = async (c, next) =>
    c.req.path.startsWith('/api/') || c.req.path.startsWith('/.well-known/') ? c.json(apiError('notFound'), 404) : next();
  return new Hono<AppEnv>().get(
    '*',
    policy.public(),
    cacheControl,
    serveStatic({ root, precompressed: true }),
    notApi,
    serveStatic({ root, path: 'index.html', precompressed: true }),
  );
}
