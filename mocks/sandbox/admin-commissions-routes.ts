/** The accounting service's commission rates (contract/admin-commissions/commission.service-routes.ts) over the world; admin tokens only. */
import { COMMISSION_SERVICE_ROUTES as ROUTES } from '@contract/admin-commissions/commission.service-routes';
import { applyCommissionRows, listCommissions, setCommission } from '@mocks/world/accounting/commission-operations';
import { findUser } from '@mocks/world/lookups';
import type { World } from '@mocks/world/world';
import { staffBatchOnce } from './batch-once';
import { roleRefusal } from './jwt-guard';
import { bodyChecked, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);

export function mountAdminCommissionsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const admin = { allow: adminOnly };
  /** The admin's name as the list shows who set a rate. */
  const nameOf = (c: ServiceContext) => {
    const user = findUser(world, c.get('claims').sub);
    return user ? `${user.firstName} ${user.lastName}`.trim() : c.get('claims').sub;
  };
  serveService(app, ROUTES.list, (_c, { query }) => listCommissions(world, query, now()), admin);
  serveService(
    app,
    ROUTES.set,
    bodyChecked(ROUTES.set, (c, { params, body }) => setCommission(world, { categoryId: params.id, marketplace: params.marketplace }, body, now(), nameOf(c))),
    admin,
  );
  serveService(
    app,
    ROUTES.rows,
    bodyChecked(ROUTES.rows, (c, { body }) => staffBatchOnce(c, world, ROUTES.rows, body, () => applyCommissionRows(world, body.rows, now(), nameOf(c)))),
    admin,
  );
}
