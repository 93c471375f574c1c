/** The accounting service's GMV figures (contract/downstream/dashboard.ts), company-scoped by the token. */
import type { GmvAnswer } from '@contract/downstream/dashboard';
import { gmvFigures } from '@mocks/world/dashboard/gmv-figures';
import type { World } from '@mocks/world/world';
import { companyOf } from './orders-routes';
import type { ServiceApp } from './service-app';

export function mountAccountingDashboardRoutes(app: ServiceApp, world: World, now: () => number): void {
  app.get('/v1/companies/:companyId/gmv', (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    return c.json<GmvAnswer>(gmvFigures(world, companyId, now()));
  });
}
