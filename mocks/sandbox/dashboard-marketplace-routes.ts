/** The marketplace service's dashboard figures (contract/downstream/dashboard.ts), company-scoped by the token. */
import type { MarketplaceDashboardAnswer } from '@contract/downstream/dashboard';
import { marketplaceFigures } from '@mocks/world/dashboard/dashboard-figures';
import type { World } from '@mocks/world/world';
import { companyOf } from './orders-routes';
import type { ServiceApp } from './service-app';

export function mountMarketplaceDashboardRoutes(app: ServiceApp, world: World, now: () => number): void {
  app.get('/v1/companies/:companyId/dashboard', (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    return c.json<MarketplaceDashboardAnswer>(marketplaceFigures(world, companyId, now()));
  });
}
