/** The accounting service's GMV figures (ACCOUNTING_DASHBOARD_ROUTES), company-scoped by the token. */
import { ACCOUNTING_DASHBOARD_ROUTES } from '@contract/downstream/dashboard.routes';
import { gmvFigures } from '@mocks/world/dashboard/gmv-figures';
import type { World } from '@mocks/world/world';
import { serveService } from './serve-service';
import type { ServiceApp } from './service-app';

export function mountAccountingDashboardRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, ACCOUNTING_DASHBOARD_ROUTES.gmv, (_c, { params }) => gmvFigures(world, params.companyId, now()), { world });
}
