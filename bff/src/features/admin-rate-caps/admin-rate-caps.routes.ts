/**
 * Admin tool /admin/mp-rate-cap/ (contract/admin-rate-caps): every group's rate cap and the companies above it, a
 * change of a cap, a company's own cap set or removed. Each passes on to one marketplace route signed as the admin;
 * the audit step records every change, the path's company naming the entry's.
 */
import { ADMIN_RATE_CAP_ROUTES as ROUTES } from '@contract/admin-rate-caps/rate-cap.routes';
import { RATE_CAP_SERVICE_ROUTES as SERVICE } from '@contract/admin-rate-caps/rate-cap.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';

export function adminRateCapsRoutes() {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.list, staffCaller(c), { query })),
    serve(ROUTES.setCap, (c, { params, body }) => c.get('services').call(SERVICE.setCap, staffCaller(c), { params, body })),
    serve(ROUTES.setOwnCap, (c, { params, body }) => c.get('services').call(SERVICE.setOwnCap, staffCaller(c), { params, body })),
    serve(ROUTES.removeOwnCap, (c, { params }) => c.get('services').call(SERVICE.removeOwnCap, staffCaller(c), { params })),
  );
}
