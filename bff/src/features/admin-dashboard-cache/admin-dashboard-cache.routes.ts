/** Admin tool /admin/dashboard-cache: the cached dashboards per company; clear one company's or all (its Today parts with them). */
import type { DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import { DASHBOARD_CACHE_ROUTES } from '@contract/dashboard/dashboard.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { DashboardCache } from '../../lib/dashboard-cache';

/** Caches cleared with the dashboard's (Today's parts), company by company or all. */
type AlsoCleared = readonly Pick<DashboardCache<unknown>, 'clear' | 'clearAll'>[];

export function adminDashboardCacheRoutes(ctx: AppContext, todayParts: AlsoCleared) {
  const { dashboardCache: cache } = ctx;
  const cached = async (): Promise<DashboardCacheAnswer> => ({
    items: await cache.list(),
    freshSeconds: cache.freshMs / 1000,
    maxStaleSeconds: cache.maxStaleMs / 1000,
  });
  return apiRoutes(
    serve(DASHBOARD_CACHE_ROUTES.list, cached),
    serve(DASHBOARD_CACHE_ROUTES.clearAll, async () => {
      await Promise.all([cache.clearAll(), ...todayParts.map((part) => part.clearAll())]);
      return cached();
    }),
    serve(DASHBOARD_CACHE_ROUTES.clearCompany, async (_c, { params }) => {
      await Promise.all([cache.clear(params.companyId), ...todayParts.map((part) => part.clear(params.companyId))]);
      return cached();
    }),
  );
}
