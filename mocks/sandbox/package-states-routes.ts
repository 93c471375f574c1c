/** The logistics service's package states (contract/downstream/logistics.ts), company-scoped by the token. */
import type { PackageStatesAnswer } from '@contract/downstream/logistics';
import { packageFigures } from '@mocks/world/dashboard/package-figures';
import type { World } from '@mocks/world/world';
import { companyOf } from './orders-routes';
import type { ServiceApp } from './service-app';

export function mountPackageStateRoutes(app: ServiceApp, world: World): void {
  app.get('/v1/companies/:companyId/package-states', (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    return c.json<PackageStatesAnswer>(packageFigures(world, companyId));
  });
}
