/**
 * The marketplace service's sales setup and marketplace-product list (contract/downstream/catalog-settings.ts) under
 * /v1/companies/:companyId, over the world's catalogue operations. Settings are written only by staff: an admin acting
 * as the seller (a token with `act`) or an admin token.
 */
import type { Context } from 'hono';
import { ERROR_MESSAGES } from '@contract/errors';
import { ERROR_STATUS } from '@contract/api/error-status';
import { mpProductFilterProblems, parseMpProductQuery } from '@contract/catalog/mp-product.query';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import { marketplaceSettingsOf, saveMarketplaceSetting } from '@mocks/world/catalog/marketplace-settings-operations';
import { listMpProducts } from '@mocks/world/catalog/mp-product-list';
import type { World } from '@mocks/world/world';
import type { SandboxEnv } from './jwt-guard';
import { companyOf } from './orders-routes';
import { fail, jsonBody } from './responses';
import type { ServiceApp } from './service-app';

type Ctx = Context<SandboxEnv>;
const BASE = '/v1/companies/:companyId';

function mayWriteSettings(c: Ctx): boolean {
  const claims = c.get('claims');
  return claims.act !== undefined || claims.role === 'admin';
}

export function mountCatalogSettingsRoutes(app: ServiceApp, world: World, now: () => number): void {
  app.get(`${BASE}/marketplace-settings`, (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const answer = marketplaceSettingsOf(world, companyId);
    return answer ? c.json(answer) : fail(c, 404, 'not_found', 'This company has no catalogue.');
  });

  app.put(`${BASE}/marketplace-settings/:marketplace`, async (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    if (!mayWriteSettings(c)) return fail(c, 403, 'forbidden', 'Only staff may change marketplace settings.');
    const result = saveMarketplaceSetting(world, companyId, c.req.param('marketplace'), await jsonBody(c), now());
    if (result === undefined) return fail(c, 404, 'not_found', 'No such marketplace.');
    if ('error' in result) return fail(c, ERROR_STATUS[result.error] === 409 ? 409 : 400, result.error, ERROR_MESSAGES[result.error]);
    return c.json(result);
  });

  app.get(`${BASE}/mp-products`, (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const query = parseMpProductQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX);
    if (mpProductFilterProblems(query)) return fail(c, 400, 'bad_request', 'productId must be a comma-separated list of ids.');
    return c.json(listMpProducts(world, companyId, query, now()));
  });
}
