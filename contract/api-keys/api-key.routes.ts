/**
 * The browser API of API Settings (spec §2): the company's keys, create and delete. Sellers see the list; creating
 * and deleting keys is the seller's own act, refused while an admin acts as the seller ('settings.apiKeysManage').
 */
import { answer, policy, route } from '../api/route-def';
import { createApiKeySchema, type ApiKeyCreatedAnswer, type ApiKeyListAnswer } from './api-key.api';

const view = policy.can('settings.api');
const manage = policy.can('settings.apiKeysManage');

export const API_KEY_ROUTES = {
  list: route.get('/api/api-keys', { answer: answer<ApiKeyListAnswer>(), policy: view }),
  create: route.post('/api/api-keys', { body: createApiKeySchema, answer: answer<ApiKeyCreatedAnswer>(), status: 201, policy: manage }),
  remove: route.delete('/api/api-keys/:id', { answer: answer<ApiKeyListAnswer>(), policy: manage }),
};
