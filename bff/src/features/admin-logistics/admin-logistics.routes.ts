/**
 * Admin tool /admin/logistics/logistics (contract/admin-logistics): every lane's EAD rows and their edit, every
 * company's holidays, each company's logistics with Hepsijet set in bulk (the ETGB file: features/imports/etgb-import.routes.ts).
 */
import { ADMIN_LOGISTICS_ROUTES as ROUTES } from '@contract/admin-logistics/admin-logistics.routes';
import { ADMIN_LOGISTICS_SERVICE_ROUTES as SERVICE } from '@contract/admin-logistics/admin-logistics.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';

export function adminLogisticsRoutes() {
  return apiRoutes(
    serve(ROUTES.ead, (c, { query }) => c.get('services').callText(SERVICE.ead, staffCaller(c), { query })),
    serve(ROUTES.eadRow, (c, { params }) => c.get('services').call(SERVICE.eadRow, staffCaller(c), { params })),
    serve(ROUTES.updateEad, (c, { params, body }) => c.get('services').call(SERVICE.updateEad, staffCaller(c), { params, body })),
    serve(ROUTES.holidays, (c, { query }) => c.get('services').callText(SERVICE.holidays, staffCaller(c), { query })),
    serve(ROUTES.companies, (c, { query }) => c.get('services').callText(SERVICE.companies, staffCaller(c), { query })),
    serve(ROUTES.hepsijet, (c, { body }) => c.get('services').call(SERVICE.hepsijet, staffCaller(c), { body })),
  );
}
