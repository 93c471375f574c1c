/** The marketplace service's stock tools (contract/admin-stock-tools/stock-tools.service-routes.ts) over the world; admin tokens only. */
import { STOCK_TOOLS_SERVICE_ROUTES as ROUTES } from '@contract/admin-stock-tools/stock-tools.service-routes';
import { applyStockBulkRows, stockPreview, zeroStock } from '@mocks/world/catalog/stock-tools';
import type { World } from '@mocks/world/world';
import { staffBatchOnce } from './batch-once';
import { roleRefusal } from './jwt-guard';
import { bodyChecked, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);

export function mountAdminStockToolsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const admin = { world, allow: adminOnly };
  serveService(app, ROUTES.preview, (_c, { params }) => stockPreview(world, params.companyId), admin);
  serveService(
    app,
    ROUTES.zero,
    bodyChecked(ROUTES.zero, (_c, { params, body }) => zeroStock(world, params.companyId, body.scope, now())),
    admin,
  );
  serveService(
    app,
    ROUTES.rows,
    bodyChecked(ROUTES.rows, (c, { body }) => staffBatchOnce(c, world, ROUTES.rows, body, () => applyStockBulkRows(world, body.rows, now()))),
    { allow: adminOnly },
  );
}
