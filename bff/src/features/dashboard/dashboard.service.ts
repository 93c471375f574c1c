/** The dashboard from its three services, called in parallel for the session's company. */
import { composeDashboard } from '@contract/dashboard/dashboard.compose';
import type { DashboardData } from '@contract/dashboard/dashboard.types';
import { ACCOUNTING_DASHBOARD_ROUTES, MARKETPLACE_DASHBOARD_ROUTES } from '@contract/downstream/dashboard.routes';
import { LOGISTICS_ROUTES } from '@contract/downstream/logistics.routes';
import type { Services } from '../../lib/services';
import type { Caller } from '../../lib/token-signer';

export async function buildDashboard(services: Services, caller: Caller, companyId: number): Promise<DashboardData> {
  const params = { companyId };
  const [marketplace, logistics, accounting] = await Promise.all([
    services.call(MARKETPLACE_DASHBOARD_ROUTES.dashboard, caller, { params }),
    services.call(LOGISTICS_ROUTES.packageStates, caller, { params }),
    services.call(ACCOUNTING_DASHBOARD_ROUTES.gmv, caller, { params }),
  ]);
  return composeDashboard(companyId, { marketplace, logistics, accounting });
}
