/**
 * The marketplace service's API keys (contract/downstream/api-keys.routes.ts) over the world (mocks/world/api-keys).
 * Creating and deleting keys is the seller's own act: a token carrying an actor (an admin acting as the seller) is
 * refused here too, whatever the BFF let through.
 */
import { API_KEY_SERVICE_ROUTES as ROUTES } from '@contract/downstream/api-keys.routes';
import { createApiKey, deleteApiKey, listApiKeys } from '@mocks/world/api-keys/api-key-operations';
import { isRefusal } from '@mocks/world/refusal';
import type { World } from '@mocks/world/world';
import { fail, refuse } from './responses';
import type { ServiceContext } from './serve-service';
import { serveService } from './serve-service';
import type { ServiceApp } from './service-app';

const noKey = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such API key in this company.');
const sellerOwnAct = (c: ServiceContext) =>
  c.get('claims').act === undefined ? null : fail(c, 403, 'forbidden', 'API keys are created and deleted by the seller, not by staff acting as the seller.');

export function mountApiKeysRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, ROUTES.list, (_c, { params }) => listApiKeys(world, params.companyId), { world });
  serveService(
    app,
    ROUTES.create,
    async (c, { params, body }) => {
      const result = await createApiKey(world, params.companyId, body, now());
      return isRefusal(result) ? refuse(c, result) : result;
    },
    { world, allow: sellerOwnAct },
  );
  serveService(app, ROUTES.remove, (c, { params }) => deleteApiKey(world, params.companyId, params.apiKeyId) ?? noKey(c), {
    world,
    allow: sellerOwnAct,
    notFound: noKey,
  });
}
