/** The marketplace service's rate caps (contract/admin-rate-caps/rate-cap.service-routes.ts) over the world; admin tokens only. */
import { RATE_CAP_SERVICE_ROUTES as ROUTES } from '@contract/admin-rate-caps/rate-cap.service-routes';
import { listRateCaps, removeOwnRateCap, setOwnRateCap, setRateCap } from '@mocks/world/catalog/rate-cap-operations';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { bodyChecked, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);

export function mountAdminRateCapsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const admin = { allow: adminOnly };
  /** A path naming a company is checked against the world's companies (404 for one it does not know). */
  const forCompany = { world, allow: adminOnly };
  serveService(app, ROUTES.list, (_c, { query }) => listRateCaps(world, query), admin);
  serveService(
    app,
    ROUTES.setCap,
    bodyChecked(ROUTES.setCap, (_c, { params, body }) => setRateCap(world, params.channelGroup, body.cap, now())),
    admin,
  );
  serveService(
    app,
    ROUTES.setOwnCap,
    bodyChecked(ROUTES.setOwnCap, (_c, { params, body }) => setOwnRateCap(world, params.channelGroup, params.companyId, body.cap, now())),
    forCompany,
  );
  serveService(app, ROUTES.removeOwnCap, (_c, { params }) => removeOwnRateCap(world, params.channelGroup, params.companyId), forCompany);
}
