/** Dashboard (spec §2 '/'): the session company's figures, through the per-company cache. */
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import { DASHBOARD_ROUTES } from '@contract/dashboard/dashboard.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { jsonTextOf } from '../../lib/json-text';
import type { AppContext } from '../../lib/app-context';
import { sellerScope } from '../../lib/seller-scope';
import { requireSession } from '../../lib/session-flow';
import { buildDashboard } from './dashboard.service';

export function dashboardRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(DASHBOARD_ROUTES.dashboard, async (c) => {
      const { caller, companyId } = sellerScope(c);
      const company = { id: companyId, name: requireSession(c).record.user.companyName ?? '' };
      const services = c.get('services');
      return jsonTextOf<DashboardAnswer>(await ctx.dashboardCache.answer(company, () => buildDashboard(services, caller, companyId)));
    }),
  );
}
