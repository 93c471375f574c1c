/** Admin tool /admin/dashboard-cache: the cached dashboards per company; clear one company's or all. */
import type { DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import { DASHBOARD_CACHE_ROUTES } from '@contract/dashboard/dashboard.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';

export function adminDashboardCacheRoutes(ctx: AppContext) {
  const { dashboardCache: cache } = ctx;
  const cached = async (): Promise<DashboardCacheAnswer> => ({
    items: await cache.list(),
    freshSeconds: cache.freshMs / 1000,
    maxStaleSeconds: cache.maxStaleMs / 1000,
  });
  return apiRoutes(
    serve(DASHBOARD_CACHE_ROUTES.list, cached),
    serve(DASHBOARD_CACHE_ROUTES.clearAll, async () => {
      await cache.clearAll();
      return cached();
    }),
    serve(DASHBOARD_CACHE_ROUTES.clearCompany, async (_c, { params }) => {
      await cache.clear(params.companyId);
      return cached();
    }),
  );
}
