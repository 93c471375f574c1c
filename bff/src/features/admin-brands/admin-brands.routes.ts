/**
 * /admin/brand-tools: brands across companies, merging a brand's duplicates into it, and crossing a brand. The calls
 * carry the admin's own token (no seller company to scope to, so `serve` rather than `forward`). A merge is refused
 * here unless the typed text is the kept brand's name, read from the service's preview just before.
 */
import { mergeConfirmationText, type BrandMergePreview } from '@contract/admin-brands/admin-brand.api';
import { ADMIN_BRAND_ROUTES, adminBrandListQuery } from '@contract/admin-brands/admin-brand.routes';
import { ADMIN_BRAND_SERVICE_ROUTES as SERVICE } from '@contract/downstream/admin-brands.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { requireTypedConfirmation } from '../../lib/typed-confirmation';
import { staffCaller } from '../../lib/staff-caller';
import type { ExportDeps } from '../../lib/jobs/export-job';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { ADMIN_BRAND_EXPORT } from './admin-brands.export';

export function adminBrandsRoutes(ctx: ExportDeps) {
  return apiRoutes(
    serve(ADMIN_BRAND_ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.list, staffCaller(c), { query })),
    serve(ADMIN_BRAND_ROUTES.export, startStaffExport(ctx, ADMIN_BRAND_EXPORT, adminBrandListQuery)),
    serve(ADMIN_BRAND_ROUTES.mergePreview, (c, { params }) => c.get('services').call(SERVICE.mergePreview, staffCaller(c), { params: { brandId: params.id } })),
    serve(ADMIN_BRAND_ROUTES.merge, async (c, { params, body }) => {
      const services = c.get('services');
      const caller = staffCaller(c);
      const preview: BrandMergePreview = await services.call(SERVICE.mergePreview, caller, { params: { brandId: params.id } });
      requireTypedConfirmation(mergeConfirmationText(preview.kept), body.confirmation);
      return services.call(SERVICE.merge, caller, { params: { brandId: params.id } });
    }),
    serve(ADMIN_BRAND_ROUTES.cross, (c, { params, body }) =>
      c.get('services').call(SERVICE.cross, staffCaller(c), { params: { brandId: params.id, marketplace: params.marketplace }, body }),
    ),
  );
}
