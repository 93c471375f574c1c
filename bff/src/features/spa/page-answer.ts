/** A page built for one answer (a few KB), compressed as the request accepts it, quickly. */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';

export function pageAnswer(c: Context<AppEnv>, html: string): Response {
  const accepts = c.req.header('accept-encoding') ?? '';
  c.header('Content-Type', 'text/html; charset=UTF-8');
  if (/\bbr\b/.test(accepts)) {
    c.header('Content-Encoding', 'br');
    return c.body(new Uint8Array(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })));
  }
  if (/\bgzip\b/.test(accepts)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(gzipSync(html)));
  }
  return c.body(html);
}
