/** The dashboard from its three services, called in parallel for the session's company. */
import { composeDashboard } from '@contract/dashboard/dashboard.compose';
import type { DashboardData } from '@contract/dashboard/dashboard.types';
import type { GmvAnswer, MarketplaceDashboardAnswer } from '@contract/downstream/dashboard';
import type { PackageStatesAnswer } from '@contract/downstream/logistics';
import type { Services } from '../../lib/services';
import type { Caller } from '../../lib/token-signer';

export async function buildDashboard(services: Services, caller: Caller, companyId: number): Promise<DashboardData> {
  const [marketplace, logistics, accounting] = await Promise.all([
    services.marketplace<MarketplaceDashboardAnswer>(caller, companyId, '/dashboard'),
    services.logistics<PackageStatesAnswer>(caller, companyId, '/package-states'),
    services.accounting<GmvAnswer>(caller, companyId, '/gmv'),
  ]);
  return composeDashboard(companyId, { marketplace, logistics, accounting });
}
