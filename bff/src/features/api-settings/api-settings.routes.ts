/**
 * API Settings (spec §2: create and delete API key): the company's keys from the marketplace service, with the seller
 * API's address from configuration. The whole key passes through here once, in the create answer, and is never
 * logged (the request log writes the method, path and status only).
 */
import { API_KEY_ROUTES as ROUTES } from '@contract/api-keys/api-key.routes';
import { API_KEY_SERVICE_ROUTES as SERVICE } from '@contract/downstream/api-keys.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { sellerScope } from '../../lib/seller-scope';

export function apiSettingsRoutes(ctx: AppContext) {
  const baseUrl = () => ctx.config.sellerApiUrl;
  return apiRoutes(
    serve(ROUTES.list, async (c) => {
      const { caller, companyId } = sellerScope(c);
      const { items } = await c.get('services').call(SERVICE.list, caller, { params: { companyId } });
      return { items, baseUrl: baseUrl() };
    }),
    serve(ROUTES.create, async (c, { body }) => {
      const { caller, companyId } = sellerScope(c);
      const { items, created } = await c.get('services').call(SERVICE.create, caller, { params: { companyId }, body });
      return { items, created, baseUrl: baseUrl() };
    }),
    serve(ROUTES.remove, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      const { items } = await c.get('services').call(SERVICE.remove, caller, { params: { companyId, apiKeyId: params.id } });
      return { items, baseUrl: baseUrl() };
    }),
  );
}
