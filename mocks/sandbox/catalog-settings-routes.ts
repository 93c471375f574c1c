/**
 * The marketplace service's sales setup and marketplace-product list (CATALOG_SETTING_ROUTES of
 * contract/downstream/catalog-settings.routes.ts), over the world's catalogue operations. Settings are written only by
 * staff: an admin acting as the seller (a token with `act`) or an admin token.
 */
import { ERROR_MESSAGES } from '@contract/errors';
import { ERROR_STATUS } from '@contract/api/error-status';
import { CATALOG_SETTING_ROUTES as ROUTES } from '@contract/downstream/catalog-settings.routes';
import { marketplaceSettingsOf, saveMarketplaceSetting } from '@mocks/world/catalog/marketplace-settings-operations';
import { listMpProducts } from '@mocks/world/catalog/mp-product-list';
import type { World } from '@mocks/world/world';
import { refusal } from '@mocks/world/refusal';
import { fail, refuse } from './responses';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

function staffOnly(c: ServiceContext): Response | null {
  const claims = c.get('claims');
  return claims.act !== undefined || claims.role === 'admin' ? null : fail(c, 403, 'forbidden', 'Only staff may change marketplace settings.');
}

const noSuchMarketplace = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such marketplace.');

export function mountCatalogSettingsRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(
    app,
    ROUTES.listSettings,
    (c, { params }) => marketplaceSettingsOf(world, params.companyId) ?? fail(c, 404, 'not_found', 'This company has no catalogue.'),
    { world },
  );

  serveService(
    app,
    ROUTES.saveSetting,
    (c, { params, body }) => {
      const result = saveMarketplaceSetting(world, params.companyId, params.marketplace, body, now());
      if (result === undefined) return noSuchMarketplace(c);
      if ('error' in result && result.error === 'marketplaceRateAboveCap') return refuse(c, refusal(result.error, result.fields));
      if ('error' in result) return fail(c, ERROR_STATUS[result.error] === 409 ? 409 : 400, result.error, ERROR_MESSAGES[result.error]);
      return result;
    },
    { world, allow: staffOnly, notFound: noSuchMarketplace },
  );

  serveService(app, ROUTES.listMpProducts, (_c, { params, query }) => listMpProducts(world, params.companyId, query, now()), {
    world,
    badQuery: (c) => fail(c, 400, 'bad_request', 'productId must be a comma-separated list of ids.'),
  });
}
