/**
 * /admin/mp-products/: marketplace products across companies, passed through as text with the admin's own token
 * (no seller company to scope to, so a `serve` like the audit list rather than a `forward`).
 */
import { ADMIN_MP_PRODUCT_ROUTES, adminMpProductListQuery } from '@contract/admin-mp-products/admin-mp-product.routes';
import { ADMIN_MP_PRODUCT_SERVICE_ROUTES } from '@contract/downstream/admin-mp-products.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';
import type { ExportDeps } from '../../lib/jobs/export-job';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { ADMIN_MP_PRODUCT_EXPORT } from './admin-mp-products.export';

export function adminMpProductsRoutes(ctx: ExportDeps) {
  return apiRoutes(
    serve(ADMIN_MP_PRODUCT_ROUTES.list, (c, { query }) => c.get('services').callText(ADMIN_MP_PRODUCT_SERVICE_ROUTES.list, staffCaller(c), { query })),
    serve(ADMIN_MP_PRODUCT_ROUTES.export, startStaffExport(ctx, ADMIN_MP_PRODUCT_EXPORT, adminMpProductListQuery)),
  );
}
