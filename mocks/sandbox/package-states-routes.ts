/** The logistics service's package states (LOGISTICS_ROUTES), company-scoped by the token. */
import { LOGISTICS_ROUTES } from '@contract/downstream/logistics.routes';
import { packageFigures } from '@mocks/world/dashboard/package-figures';
import type { World } from '@mocks/world/world';
import { serveService } from './serve-service';
import type { ServiceApp } from './service-app';

export function mountPackageStateRoutes(app: ServiceApp, world: World): void {
  serveService(app, LOGISTICS_ROUTES.packageStates, (_c, { params }) => packageFigures(world, params.companyId), { world });
}
