/** Admin tool /admin/dashboard-cache: the cached dashboards per company; clear one company's or all. */
import { Hono, type Context } from 'hono';
import { API } from '@contract/api/paths';
import type { DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { idParam } from '../../lib/seller-scope';
import { policy } from '../../middleware/policy';

export function adminDashboardCacheRoutes(ctx: AppContext) {
  const { dashboardCache: cache } = ctx;
  const answer = async (c: Context<AppEnv>) => c.json<DashboardCacheAnswer>({
    items: await cache.list(), freshSeconds: cache.freshMs / 1000, maxStaleSeconds: cache.maxStaleMs / 1000,
  });
  return new Hono<AppEnv>()
    .get(API.adminDashboardCache, policy.can('admin.tools'), answer)
    .delete(API.adminDashboardCache, policy.can('admin.tools'), async (c) => {
      await cache.clearAll();
      return answer(c);
    })
    .delete(`${API.adminDashboardCache}/:companyId`, policy.can('admin.tools'), async (c) => {
      await cache.clear(idParam(c.req.param('companyId')));
      return answer(c);
    });
}
