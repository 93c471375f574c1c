/** The marketplace service (contract/downstream/marketplace.routes.ts and the other marketplace tables) over the world. */
import { MARKETPLACE_ROUTES } from '@contract/downstream/marketplace.routes';
import { countsOf } from '@mocks/world/badge-counts';
import type { World } from '@mocks/world/world';
import type { GuardOptions } from './jwt-guard';
import { mountCatalogImportsRoutes } from './catalog-imports-routes';
import { mountCatalogProductsRoutes } from './catalog-products-routes';
import { mountCatalogSettingsRoutes } from './catalog-settings-routes';
import { mountCatalogTaxonomyRoutes } from './catalog-taxonomy-routes';
import { mountCatalogVariantRoutes } from './catalog-variants-routes';
import { mountMarketplaceLogRoutes } from './marketplace-logs-routes';
import { mountMarketplaceDashboardRoutes } from './dashboard-marketplace-routes';
import { mountMarketplaceTodayRoutes } from './today-routes';
import { mountOrderRoutes } from './orders-routes';
import { serveService } from './serve-service';
import { createServiceApp, type ServiceApp } from './service-app';
import { mountClaimsRoutes } from './claims-routes';
import { mountQuestionsRoutes } from './questions-routes';
import { mountMessagesRoutes } from './messages-routes';
import { mountHelpRoutes } from './help-routes';
import { mountApiKeysRoutes } from './api-keys-routes';
import { mountSellerApi } from './seller-api';

export function createMarketplaceApp(world: World, guard: GuardOptions): ServiceApp {
  const app = createServiceApp('marketplace', guard);
  serveService(app, MARKETPLACE_ROUTES.listMarketplaces, () => ({ items: world.marketplaces }));
  serveService(app, MARKETPLACE_ROUTES.counts, (_c, { params }) => countsOf(world, params.companyId, guard.now()), { world });
  mountOrderRoutes(app, world, guard.now);
  mountMarketplaceDashboardRoutes(app, world, guard.now);
  mountMarketplaceTodayRoutes(app, world, guard.now);
  mountCatalogSettingsRoutes(app, world, guard.now);
  mountCatalogProductsRoutes(app, world, guard.now);
  mountCatalogTaxonomyRoutes(app, world, guard.now);
  mountCatalogVariantRoutes(app, world, guard.now);
  mountCatalogImportsRoutes(app, world, guard.now);
  mountMarketplaceLogRoutes(app, world);
  mountClaimsRoutes(app, world);
  mountQuestionsRoutes(app, world, guard.now);
  mountMessagesRoutes(app, world, guard.now);
  mountHelpRoutes(app);
  mountApiKeysRoutes(app, world, guard.now);
  mountSellerApi(app, world, guard.now);
  return app;
}
