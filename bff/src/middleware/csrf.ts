/**
 * State-changing API calls must carry the CSRF header AND come from the portal's own origin (Origin equal to the configured one,
 * or Sec-Fetch-Site: same-origin). Anything else is refused with 403 `csrf`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { ApiFailure } from '../lib/api-failure';
import type { OriginSettings } from '../lib/request-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request says it comes from the portal's own origin (what a form posted without script can prove). */
export const fromPortal = (c: Context, settings: OriginSettings): boolean =>
  c.req.header('origin') === settings.publicOrigin || c.req.header('sec-fetch-site') === 'same-origin';

export function csrf(settings: OriginSettings): MiddlewareHandler {
  return async function csrfHandler(c, next) {
    if (!SAFE_METHODS.has(c.req.method)) {
      if (c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE || !fromPortal(c, settings)) throw new ApiFailure('csrf');
    }
    await next();
  };
}
