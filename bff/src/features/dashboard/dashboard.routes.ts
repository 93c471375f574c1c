/** Dashboard (spec §2 '/'): the session company's figures, through the per-company cache. */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { sellerScope } from '../../lib/seller-scope';
import { requireSession } from '../../lib/session-flow';
import { policy } from '../../middleware/policy';
import { buildDashboard } from './dashboard.service';

export function dashboardRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get(API.dashboard, policy.can('dashboard.view'), async (c) => {
      const { caller, companyId } = sellerScope(c);
      const company = { id: companyId, name: requireSession(c).record.user.companyName ?? '' };
      const services = c.get('services');
      const body = await ctx.dashboardCache.answer(company, () => buildDashboard(services, caller, companyId));
      return c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' });
    });
}
