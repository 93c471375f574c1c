/** The marketplace service's marketplace products across companies (contract/downstream/admin-mp-products.routes.ts): admin tokens only. */
import { ADMIN_MP_PRODUCT_SERVICE_ROUTES as ROUTES } from '@contract/downstream/admin-mp-products.routes';
import { listAdminMpProducts } from '@mocks/world/catalog/admin-mp-product-list';
import type { World } from '@mocks/world/world';
import { roleRefusal } from './jwt-guard';
import { fail } from './responses';
import { serveService } from './serve-service';
import type { ServiceApp } from './service-app';

export function mountAdminMpProductsRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, ROUTES.list, (_c, { query }) => listAdminMpProducts(world, query, now()), {
    allow: (c) => roleRefusal(c, ['admin']),
    badQuery: (c) => fail(c, 400, 'bad_request', 'productId must be a comma-separated list of ids.'),
  });
}
