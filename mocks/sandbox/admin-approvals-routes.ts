/** The marketplace service's /admin/cancel-refund-approvals routes (contract/admin-orders/approvals.service-routes.ts) over the world: admin tokens only. */
import { APPROVAL_SERVICE_ROUTES as APPROVALS } from '@contract/admin-orders/approvals.service-routes';
import { decideApprovals, listApprovals } from '@mocks/world/admin-orders/approval-operations';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { badBody, checkedBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);

export function mountAdminApprovalsRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, APPROVALS.list, (_c, { query }) => listApprovals(world, query), { allow: adminOnly });
  serveService(
    app,
    APPROVALS.decide,
    (c, { body: sent }) => {
      const body = checkedBody(APPROVALS.decide, sent, (fields) => badBody(c, fields));
      return body instanceof Response ? body : decideApprovals(world, c.get('claims').sub, body, now());
    },
    { allow: adminOnly },
  );
}
