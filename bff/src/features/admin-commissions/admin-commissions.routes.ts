/** Admin tool /admin/commissions (contract/admin-commissions): the rates and one change (the file: features/imports/commission-import.routes.ts). */
import { COMMISSION_ROUTES as ROUTES } from '@contract/admin-commissions/commission.routes';
import { COMMISSION_SERVICE_ROUTES as SERVICE } from '@contract/admin-commissions/commission.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';

export const adminCommissionsRoutes = () =>
  apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.list, staffCaller(c), { query })),
    serve(ROUTES.set, (c, { params, body }) => c.get('services').call(SERVICE.set, staffCaller(c), { params, body })),
  );
