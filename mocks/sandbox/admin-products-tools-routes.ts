/** The marketplace service's /admin/product-tools routes (contract/admin-products/admin-tools.service-routes.ts) over the world: admin tokens only. */
import { ADMIN_TOOLS_SERVICE_ROUTES as TOOLS } from '@contract/admin-products/admin-tools.service-routes';
import { blockPrice, lockVariant, searchProductTools, setVariantStatus, unblockPrice, unlockVariant } from '@mocks/world/catalog/admin-products-tools';
import { setProductStatus } from '@mocks/world/catalog/product-status-tool';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { fail } from './responses';
import { bodyChecked, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);

export function mountAdminProductToolsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const admin = { world, allow: adminOnly, notFound: (c: ServiceContext) => fail(c, 404, 'not_found', 'No such variant in this company.') };
  serveService(app, TOOLS.search, (_c, { query }) => searchProductTools(world, query, now()), { allow: adminOnly });
  serveService(
    app,
    TOOLS.setStatus,
    bodyChecked(TOOLS.setStatus, (_c, { params, body }) => setVariantStatus(world, params.companyId, params.variantId, body, now())),
    admin,
  );
  serveService(
    app,
    TOOLS.lock,
    bodyChecked(TOOLS.lock, (_c, { params, body }) => lockVariant(world, params.companyId, params.variantId, body, now())),
    admin,
  );
  serveService(
    app,
    TOOLS.unlock,
    bodyChecked(TOOLS.unlock, (_c, { params, body }) => unlockVariant(world, params.companyId, params.variantId, body, now())),
    admin,
  );
  serveService(
    app,
    TOOLS.blockPrice,
    bodyChecked(TOOLS.blockPrice, (_c, { params, body }) => blockPrice(world, params.companyId, params.variantId, body, now())),
    admin,
  );
  serveService(app, TOOLS.unblockPrice, (_c, { params }) => unblockPrice(world, params.companyId, params.variantId, now()), admin);
  serveService(
    app,
    TOOLS.setProductStatus,
    bodyChecked(TOOLS.setProductStatus, (_c, { params, body }) => setProductStatus(world, params.companyId, params.productId, body, now())),
    { world, allow: adminOnly, notFound: (c: ServiceContext) => fail(c, 404, 'not_found', 'No such product in this company.') },
  );
}
