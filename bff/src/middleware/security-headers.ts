/**
 * Security headers on every answer. The CSP allows no inline script and no inline style: CoreUI, Popper and
 * Chart.js only touch element.style through the CSSOM, which CSP does not block. HSTS only over https.
 */
import type { MiddlewareHandler } from 'hono';
import { IMAGE_SOURCES } from '@contract/api/image-sources';
import { isHttps, type OriginSettings } from '../lib/request-origin';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `img-src ${IMAGE_SOURCES.join(' ')}`,
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const HSTS = 'max-age=31536000; includeSubDomains';

function headersFor(settings: OriginSettings): [string, string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (isHttps(settings)) headers.push(['Strict-Transport-Security', HSTS]);
  return headers;
}

/**
 * Set before the handler, so answers built through the context carry them from the start (changing a finished
 * answer's headers makes node-server build a full web Response: it halved throughput). A handler that returns a
 * Response of its own skipped them; those get them afterwards.
 */
export function securityHeaders(settings: OriginSettings): MiddlewareHandler {
  const headers = headersFor(settings);
  return async function securityHeadersHandler(c, next) {
    for (const [name, value] of headers) c.header(name, value);
    const api = c.req.path.startsWith('/api/');
    if (api) c.header('Cache-Control', 'no-store');
    await next();
    if (c.res.headers.has('Content-Security-Policy')) return;
    for (const [name, value] of headers) c.header(name, value);
    if (api) c.header('Cache-Control', 'no-store');
  };
}
