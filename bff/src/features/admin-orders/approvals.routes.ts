/**
 * Admin tool /admin/cancel-refund-approve: the cancellations and refunds waiting for staff across companies, and one
 * decision for one or many of them. Each route passes on to one marketplace route signed as the admin.
 */
import { ADMIN_APPROVAL_ROUTES as ROUTES, approvalQuery } from '@contract/admin-orders/approvals.routes';
import { APPROVAL_SERVICE_ROUTES as SERVICE } from '@contract/admin-orders/approvals.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';
import type { ExportDeps } from '../../lib/jobs/export-job';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { APPROVAL_EXPORT } from './approvals.export';

export function approvalsRoutes(ctx: ExportDeps) {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.list, staffCaller(c), { query })),
    serve(ROUTES.export, startStaffExport(ctx, APPROVAL_EXPORT, approvalQuery)),
    serve(ROUTES.decide, (c, { body }) => c.get('services').call(SERVICE.decide, staffCaller(c), { body })),
  );
}
