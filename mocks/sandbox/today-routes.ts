/** Today's parts on the marketplace and logistics services (MARKETPLACE_TODAY_ROUTES, LOGISTICS_TODAY_ROUTES), company-scoped by the token. */
import { LOGISTICS_TODAY_ROUTES, MARKETPLACE_TODAY_ROUTES } from '@contract/downstream/today.routes';
import { logisticsToday, marketplaceToday } from '@mocks/world/dashboard/today-parts';
import type { World } from '@mocks/world/world';
import { serveService } from './serve-service';
import type { ServiceApp } from './service-app';

export function mountMarketplaceTodayRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, MARKETPLACE_TODAY_ROUTES.today, (_c, { params }) => marketplaceToday(world, params.companyId, now()), { world });
}

export function mountLogisticsTodayRoutes(app: ServiceApp, world: World): void {
  serveService(app, LOGISTICS_TODAY_ROUTES.today, (_c, { params }) => logisticsToday(world, params.companyId), { world });
}
