/** Admin tool /admin/lead-time-tools (contract/admin-lead-times): a company's lead times by category (the file: features/imports/lead-time-import.routes.ts). */
import { LEAD_TIME_ROUTES as ROUTES } from '@contract/admin-lead-times/lead-time.routes';
import { LEAD_TIME_SERVICE_ROUTES as SERVICE } from '@contract/admin-lead-times/lead-time.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';

export const adminLeadTimesRoutes = () => apiRoutes(serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.list, staffCaller(c), { query })));
