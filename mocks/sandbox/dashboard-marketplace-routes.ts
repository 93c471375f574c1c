/** The marketplace service's dashboard figures (MARKETPLACE_DASHBOARD_ROUTES), company-scoped by the token. */
import { MARKETPLACE_DASHBOARD_ROUTES } from '@contract/downstream/dashboard.routes';
import { marketplaceFigures } from '@mocks/world/dashboard/dashboard-figures';
import type { World } from '@mocks/world/world';
import { serveService } from './serve-service';
import type { ServiceApp } from './service-app';

export function mountMarketplaceDashboardRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, MARKETPLACE_DASHBOARD_ROUTES.dashboard, (_c, { params }) => marketplaceFigures(world, params.companyId, now()), { world });
}
