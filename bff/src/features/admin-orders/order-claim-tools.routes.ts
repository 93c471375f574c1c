/**
 * Admin tool /admin/order-claim-tools/index: orders, packages and claims across companies; a claim in Waiting Admin
 * decided, an order's or a package's state corrected. Each route passes on to one marketplace route signed as the
 * admin; the path's company names the audit entry's.
 */
import { ADMIN_ORDER_CLAIM_TOOLS_ROUTES as ROUTES, orderClaimToolsQuery } from '@contract/admin-orders/order-claim-tools.routes';
import { ORDER_CLAIM_TOOLS_SERVICE_ROUTES as SERVICE } from '@contract/admin-orders/order-claim-tools.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { ExportDeps } from '../../lib/jobs/export-job';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { staffCaller } from '../../lib/staff-caller';
import { ORDER_CLAIM_TOOLS_EXPORT } from './order-claim-tools.export';

export function orderClaimToolsRoutes(ctx: ExportDeps) {
  return apiRoutes(
    serve(ROUTES.search, (c, { query }) => c.get('services').callText(SERVICE.search, staffCaller(c), { query })),
    serve(ROUTES.export, startStaffExport(ctx, ORDER_CLAIM_TOOLS_EXPORT, orderClaimToolsQuery)),
    serve(ROUTES.decideClaim, (c, { params, body }) => c.get('services').call(SERVICE.decideClaim, staffCaller(c), { params, body })),
    serve(ROUTES.correctOrder, (c, { params, body }) => c.get('services').call(SERVICE.correctOrder, staffCaller(c), { params, body })),
    serve(ROUTES.correctPackage, (c, { params, body }) => c.get('services').call(SERVICE.correctPackage, staffCaller(c), { params, body })),
  );
}
