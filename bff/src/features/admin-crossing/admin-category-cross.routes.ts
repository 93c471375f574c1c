/**
 * /admin/category-cross (admin.tools): the leaves of the shared tree per marketplace, the crossing health, their
 * categories for the picker, and crossing or uncrossing a leaf, each passed to the marketplace service with the
 * admin's own token. No seller company scopes these calls, so they are `serve`s (as the audit list) rather than
 * `forward` declarations, which take the company from the seller session.
 */
import { ADMIN_CATEGORY_CROSS_ROUTES as ROUTES, adminCrossListQuery } from '@contract/admin-crossing/category-cross.routes';
import { ADMIN_CROSSING_SERVICE_ROUTES as SERVICE } from '@contract/downstream/admin-crossing.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { ExportDeps } from '../../lib/jobs/export-job';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { staffCaller } from '../../lib/staff-caller';
import { ADMIN_CATEGORY_CROSS_EXPORT } from './admin-category-cross.export';

export function adminCategoryCrossRoutes(ctx: ExportDeps) {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.listCategoryCrossings, staffCaller(c), { query })),
    serve(ROUTES.export, startStaffExport(ctx, ADMIN_CATEGORY_CROSS_EXPORT, adminCrossListQuery)),
    serve(ROUTES.health, (c, { query }) => c.get('services').call(SERVICE.crossingHealth, staffCaller(c), { query })),
    serve(ROUTES.marketplaceCategories, (c, { query }) => c.get('services').callText(SERVICE.marketplaceCategories, staffCaller(c), { query })),
    serve(ROUTES.cross, (c, { params: { id, marketplace }, body }) =>
      c.get('services').call(SERVICE.crossCategory, staffCaller(c), { params: { categoryId: id, marketplace }, body }),
    ),
    serve(ROUTES.uncross, (c, { params: { id, marketplace } }) =>
      c.get('services').call(SERVICE.uncrossCategory, staffCaller(c), { params: { categoryId: id, marketplace } }),
    ),
  );
}
