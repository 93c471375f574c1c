/** The marketplace service's price and stock synchronisation (contract/admin-price-stock-sync) over the world; admin tokens only. */
import { PRICE_STOCK_SYNC_SERVICE_ROUTES as ROUTES } from '@contract/admin-price-stock-sync/price-stock-sync.service-routes';
import { listPriceStockSync, previewRerun, rerunSync } from '@mocks/world/price-stock-sync/sync-operations';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { bodyChecked, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);

export function mountAdminPriceStockSyncRoutes(app: ServiceApp, world: World, now: () => number): void {
  const admin = { allow: adminOnly };
  serveService(app, ROUTES.list, (_c, { query }) => listPriceStockSync(world, query), admin);
  serveService(app, ROUTES.rerunPreview, (_c, { query }) => previewRerun(world, query), admin);
  serveService(
    app,
    ROUTES.rerun,
    bodyChecked(ROUTES.rerun, (_c, { body }) => rerunSync(world, body, now())),
    admin,
  );
}
