/** The marketplace service's /admin/order-claim-tools routes (contract/admin-orders/order-claim-tools.service-routes.ts) over the world: admin tokens only. */
import { ORDER_CLAIM_TOOLS_SERVICE_ROUTES as TOOLS } from '@contract/admin-orders/order-claim-tools.service-routes';
import { correctOrder, correctPackage, decideClaim } from '@mocks/world/admin-orders/order-claim-changes';
import { searchOrderClaimTools } from '@mocks/world/admin-orders/order-claim-search';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { fail } from './responses';
import { badBody, checkedBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);

export function mountAdminOrderClaimToolsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const admin = { world, allow: adminOnly, notFound: (c: ServiceContext) => fail(c, 404, 'not_found', 'No such record in this company.') };
  serveService(app, TOOLS.search, (_c, { query }) => searchOrderClaimTools(world, query), { allow: adminOnly });
  serveService(
    app,
    TOOLS.decideClaim,
    (c, { params, body: sent }) => {
      const body = checkedBody(TOOLS.decideClaim, sent, (fields) => badBody(c, fields));
      return body instanceof Response ? body : decideClaim(world, params.companyId, params.claimId, body);
    },
    admin,
  );
  serveService(
    app,
    TOOLS.correctOrder,
    (c, { params, body: sent }) => {
      const body = checkedBody(TOOLS.correctOrder, sent, (fields) => badBody(c, fields));
      return body instanceof Response ? body : correctOrder(world, params.companyId, params.orderId, body, now());
    },
    admin,
  );
  serveService(
    app,
    TOOLS.correctPackage,
    (c, { params, body: sent }) => {
      const body = checkedBody(TOOLS.correctPackage, sent, (fields) => badBody(c, fields));
      return body instanceof Response ? body : correctPackage(world, params.companyId, params.packageId, body, now());
    },
    admin,
  );
}
