/**
 * Security headers on every answer. The CSP allows no inline script and no inline style: CoreUI, Popper and
 * Chart.js only touch element.style through the CSSOM, which CSP does not block. HSTS only over https.
 */
import type { MiddlewareHandler } from 'hono';
import { isHttps, type OriginSettings } from '../lib/request-origin';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(settings: OriginSettings): MiddlewareHandler {
  return async function securityHeadersHandler(c, next) {
    await next();
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (isHttps(c, settings)) c.header('Strict-Transport-Security', HSTS);
    if (c.req.path.startsWith('/api/')) c.header('Cache-Control', 'no-store');
  };
}
