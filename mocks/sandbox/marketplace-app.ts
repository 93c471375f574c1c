/** The marketplace service (contract/downstream/marketplace.ts) over the world. */
import type { Counts } from '@contract/api/session';
import type { Marketplace } from '@contract/downstream/marketplace';
import { countsOf, findCompany } from '@mocks/world/lookups';
import type { World } from '@mocks/world/world';
import { mayReadCompany, type GuardOptions } from './jwt-guard';
import { mountCatalogImportsRoutes } from './catalog-imports-routes';
import { mountCatalogProductsRoutes } from './catalog-products-routes';
import { mountCatalogSettingsRoutes } from './catalog-settings-routes';
import { mountCatalogTaxonomyRoutes } from './catalog-taxonomy-routes';
import { mountCatalogVariantRoutes } from './catalog-variants-routes';
import { mountMarketplaceLogRoutes } from './marketplace-logs-routes';
import { mountMarketplaceDashboardRoutes } from './dashboard-marketplace-routes';
import { mountOrderRoutes } from './orders-routes';
import { fail, positiveInt } from './responses';
import { createServiceApp, type ServiceApp } from './service-app';

export function createMarketplaceApp(world: World, guard: GuardOptions): ServiceApp {
  const app = createServiceApp('marketplace', guard);
  app.get('/v1/marketplaces', (c) => c.json<{ items: Marketplace[] }>({ items: world.marketplaces }));
  app.get('/v1/companies/:companyId/counts', (c) => {
    const companyId = positiveInt(c.req.param('companyId'));
    if (companyId === null) return fail(c, 404, 'not_found', 'No such company.');
    if (!mayReadCompany(c.get('claims'), companyId)) return fail(c, 403, 'forbidden', 'This token may not read that company.');
    if (!findCompany(world, companyId)) return fail(c, 404, 'not_found', 'No such company.');
    return c.json<Counts>(countsOf(world, companyId));
  });
  mountOrderRoutes(app, world, guard.now);
  mountMarketplaceDashboardRoutes(app, world, guard.now);
  mountCatalogSettingsRoutes(app, world, guard.now);
  mountCatalogProductsRoutes(app, world, guard.now);
  mountCatalogTaxonomyRoutes(app, world, guard.now);
  mountCatalogVariantRoutes(app, world, guard.now);
  mountCatalogImportsRoutes(app, world, guard.now);
  mountMarketplaceLogRoutes(app, world);
  return app;
}
