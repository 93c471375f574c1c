/** Admin tool /admin/lead-time-tools (contract/admin-lead-times): a company's lead times by category (the file: features/imports/lead-time-import.routes.ts). */
import { LEAD_TIME_ROUTES as ROUTES, leadTimeListQuery } from '@contract/admin-lead-times/lead-time.routes';
import { LEAD_TIME_SERVICE_ROUTES as SERVICE } from '@contract/admin-lead-times/lead-time.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';
import type { ExportDeps } from '../../lib/jobs/export-job';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { LEAD_TIME_EXPORT } from './lead-times.export';

export const adminLeadTimesRoutes = (ctx: ExportDeps) =>
  apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.list, staffCaller(c), { query })),
    serve(ROUTES.export, startStaffExport(ctx, LEAD_TIME_EXPORT, leadTimeListQuery)),
  );
