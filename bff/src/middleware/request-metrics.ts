/** Each finished request measured by the route pattern that answered it (`/api/orders/:orderId`), never the raw path. */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../lib/app-env';
import type { AppMetrics } from '../lib/metrics';

export function requestMetrics(metrics: AppMetrics): MiddlewareHandler<AppEnv> {
  return async function requestMetricsHandler(c, next) {
    const started = performance.now();
    await next();
    metrics.request(c.req.method, routePath(c) || 'unmatched', c.res.status, (performance.now() - started) / 1000);
  };
}
