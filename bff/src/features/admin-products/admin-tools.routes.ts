/**
 * Admin tool /admin/product-tools: variants across companies, and the changes to one (status, marketplace lock, price
 * block). Each route passes on to one marketplace route signed as the admin; the path's company names the audit entry's.
 */
import { ADMIN_PRODUCT_TOOLS_ROUTES as ROUTES } from '@contract/admin-products/admin-tools.routes';
import { ADMIN_TOOLS_SERVICE_ROUTES as SERVICE } from '@contract/admin-products/admin-tools.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';

export function adminToolsRoutes() {
  return apiRoutes(
    serve(ROUTES.search, (c, { query }) => c.get('services').callText(SERVICE.search, staffCaller(c), { query })),
    serve(ROUTES.setStatus, (c, { params, body }) => c.get('services').call(SERVICE.setStatus, staffCaller(c), { params, body })),
    serve(ROUTES.setProductStatus, (c, { params, body }) => c.get('services').call(SERVICE.setProductStatus, staffCaller(c), { params, body })),
    serve(ROUTES.lock, (c, { params, body }) => c.get('services').call(SERVICE.lock, staffCaller(c), { params, body })),
    serve(ROUTES.unlock, (c, { params, body }) => c.get('services').call(SERVICE.unlock, staffCaller(c), { params, body })),
    serve(ROUTES.blockPrice, (c, { params, body }) => c.get('services').call(SERVICE.blockPrice, staffCaller(c), { params, body })),
    serve(ROUTES.unblockPrice, (c, { params }) => c.get('services').call(SERVICE.unblockPrice, staffCaller(c), { params })),
  );
}
