/** /admin/reports/index (contract/admin-reports): the operational report's rows, charts and export; the audit tab is features/audit. */
import { REPORT_ROUTES as ROUTES, reportListQuery } from '@contract/admin-reports/report.routes';
import { REPORT_SERVICE_ROUTES as SERVICE } from '@contract/admin-reports/report.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { staffCaller } from '../../lib/staff-caller';
import { REPORT_EXPORT } from './admin-reports.export';

export function adminReportsRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(ROUTES.rows, (c, { query }) => c.get('services').callText(SERVICE.rows, staffCaller(c), { query })),
    serve(ROUTES.summary, (c, { query }) => c.get('services').call(SERVICE.summary, staffCaller(c), { query })),
    serve(ROUTES.export, startStaffExport(ctx, REPORT_EXPORT, reportListQuery)),
  );
}
