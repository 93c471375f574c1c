/** The built SPA: files from its folder, and index.html for client-side routes (never for /api). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { apiError } from '@contract/api/error-status';
import type { AppEnv } from '../../lib/app-env';
import { policy } from '../../middleware/policy';

/** Vite's hashed bundles never change under a name; everything else is revalidated. */
const cacheControl: MiddlewareHandler<AppEnv> = async function spaCacheControl(c, next) {
  await next();
  if (c.res.ok) c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
};

export function spaRoutes(root: string) {
  let indexHtml: Promise<string> | null = null;
  const readIndex = () => {
    indexHtml ??= readFile(join(root, 'index.html'), 'utf8').catch((error: unknown) => {
      indexHtml = null;
      throw error;
    });
    return indexHtml;
  };
  return new Hono<AppEnv>()
    .get('*', policy.public(), cacheControl, serveStatic({ root }), async (c) => {
      if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/.well-known/')) return c.json(apiError('notFound'), 404);
      return c.html(await readIndex());
    });
}
