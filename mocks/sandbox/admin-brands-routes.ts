/** The marketplace service's brands across companies (contract/downstream/admin-brands.routes.ts): admin tokens only. */
import { ADMIN_BRAND_SERVICE_ROUTES as ROUTES } from '@contract/downstream/admin-brands.routes';
import { listAdminBrands } from '@mocks/world/catalog/admin-brand-list';
import { brandMergePreview, crossAdminBrand, mergeBrandDuplicates } from '@mocks/world/catalog/admin-brand-merge';
import { isRefusal } from '@mocks/world/refusal';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { fail, refuse } from './responses';
import { badBody, checkedBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminsOnly = { allow: (c: ServiceContext) => roleRefusal(c, ['admin']) };
const noSuchBrand = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such brand.');

export function mountAdminBrandsRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, ROUTES.list, (_c, { query }) => listAdminBrands(world, query), adminsOnly);
  serveService(app, ROUTES.mergePreview, (c, { params }) => brandMergePreview(world, params.brandId) ?? noSuchBrand(c), adminsOnly);
  serveService(
    app,
    ROUTES.merge,
    (c, { params }) => {
      const merged = mergeBrandDuplicates(world, params.brandId);
      if (merged === undefined) return noSuchBrand(c);
      return isRefusal(merged) ? refuse(c, merged) : merged;
    },
    adminsOnly,
  );
  serveService(
    app,
    ROUTES.cross,
    (c, { params, body }) => {
      const checked = checkedBody(ROUTES.cross, body, (fields) => badBody(c, fields));
      if (checked instanceof Response) return checked;
      return crossAdminBrand(world, params.brandId, params.marketplace, checked, now()) ?? noSuchBrand(c);
    },
    adminsOnly,
  );
}
