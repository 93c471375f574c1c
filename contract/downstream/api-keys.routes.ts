/**
 * The marketplace service's API keys, under /v1/companies/:companyId (the BFF calls them, the sandbox serves them).
 * The service makes each key, keeps only its hash and answers the whole key once, from create. The seller API that
 * accepts the keys is described in contract/api-keys/seller-api.ts.
 */
import { answer, policy, route } from '../api/route-def';
import { createApiKeySchema, type ApiKeyServiceCreated, type ApiKeyServiceList } from '../api-keys/api-key.api';
import { serviceRoutes } from './service-route';

const token = policy.token();
const BASE = '/v1/companies/:companyId/api-keys';

export const API_KEY_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get(BASE, { answer: answer<ApiKeyServiceList>(), policy: token }),
  create: route.post(BASE, { body: createApiKeySchema, answer: answer<ApiKeyServiceCreated>(), status: 201, policy: token }),
  remove: route.delete(`${BASE}/:apiKeyId`, { answer: answer<ApiKeyServiceList>(), policy: token }),
});
