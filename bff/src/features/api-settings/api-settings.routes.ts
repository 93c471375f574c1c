/**
 * API Settings (spec §2: create and delete API key): the company's keys from the marketplace service, with the seller
 * API's address from configuration. The whole key passes through here once, in the create answer, and is never
 * logged (the request log writes the method, path and status only).
 */
import { API_KEY_ROUTES as ROUTES } from '@contract/api-keys/api-key.routes';
import { API_KEY_SERVICE_ROUTES as SERVICE } from '@contract/downstream/api-keys.routes';
import { apiRoutes } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { forward, idAs } from '../../lib/forward';

export function apiSettingsRoutes(ctx: AppContext) {
  const baseUrl = () => ctx.config.sellerApiUrl;
  return apiRoutes(
    forward(ROUTES.list, SERVICE.list, { answer: ({ items }) => ({ items, baseUrl: baseUrl() }) }),
    forward(ROUTES.create, SERVICE.create, { answer: ({ items, created }) => ({ items, created, baseUrl: baseUrl() }) }),
    forward(ROUTES.remove, SERVICE.remove, { params: idAs('apiKeyId'), answer: ({ items }) => ({ items, baseUrl: baseUrl() }) }),
  );
}
