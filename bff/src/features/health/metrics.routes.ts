/**
 * GET /metrics for a Prometheus scraper: answered only when METRICS_TOKEN is set (404 otherwise) and only to
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise), so route names and load figures stay private.
 */
import { SYSTEM_ROUTES } from '@contract/api/system.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import { safeEqual } from '../../lib/crypto';
import type { AppMetrics } from '../../lib/metrics';

export function metricsRoutes(metrics: AppMetrics, token: string | null) {
  return apiRoutes(
    serve(SYSTEM_ROUTES.metrics, async (c) => {
      if (!token) throw new ApiFailure('notFound');
      const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      if (!safeEqual(given, token)) throw new ApiFailure('invalidAccessToken');
      const exposition = await metrics.exposition();
      if (!exposition) throw new ApiFailure('notFound');
      return c.body(exposition.text, 200, { 'content-type': exposition.contentType, 'cache-control': 'no-store' });
    }),
  );
}
