/** The marketplace service's lead times (contract/admin-lead-times/lead-time.service-routes.ts) over the world; admin tokens only. */
import { LEAD_TIME_SERVICE_ROUTES as ROUTES } from '@contract/admin-lead-times/lead-time.service-routes';
import { applyLeadTimeRows, listLeadTimes } from '@mocks/world/catalog/lead-times';
import type { World } from '@mocks/world/world';
import { staffBatchOnce } from './batch-once';
import { roleRefusal } from './jwt-guard';
import { bodyChecked, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);

export function mountAdminLeadTimesRoutes(app: ServiceApp, world: World, now: () => number): void {
  const admin = { allow: adminOnly };
  serveService(app, ROUTES.list, (_c, { query }) => listLeadTimes(world, query), admin);
  serveService(
    app,
    ROUTES.rows,
    bodyChecked(ROUTES.rows, (c, { body }) => staffBatchOnce(c, world, ROUTES.rows, body, () => applyLeadTimeRows(world, body.rows, now()))),
    admin,
  );
}
