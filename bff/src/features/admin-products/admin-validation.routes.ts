/**
 * Admin tool /admin/product-validation: the marketplace-validation queue across companies, re-validation, and which
 * companies see the seller's Product Validation. Each route passes on to one marketplace route, signed as the admin
 * (no company in the session: the company is the query's or the path's).
 */
import { adminValidationQuery, ADMIN_PRODUCT_VALIDATION_ROUTES as ROUTES } from '@contract/admin-products/admin-validation.routes';
import { ADMIN_VALIDATION_SERVICE_ROUTES as SERVICE } from '@contract/admin-products/admin-validation.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';
import type { ExportDeps } from '../../lib/jobs/export-job';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { VALIDATION_EXPORT } from './admin-validation.export';

export function adminValidationRoutes(ctx: ExportDeps) {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.list, staffCaller(c), { query })),
    serve(ROUTES.export, startStaffExport(ctx, VALIDATION_EXPORT, adminValidationQuery)),
    serve(ROUTES.revalidate, (c, { body }) => c.get('services').call(SERVICE.revalidate, staffCaller(c), { body })),
    serve(ROUTES.companies, (c) => c.get('services').call(SERVICE.companies, staffCaller(c))),
    serve(ROUTES.addCompany, (c, { params }) => c.get('services').call(SERVICE.addCompany, staffCaller(c), { params })),
    serve(ROUTES.removeCompany, (c, { params }) => c.get('services').call(SERVICE.removeCompany, staffCaller(c), { params })),
  );
}
