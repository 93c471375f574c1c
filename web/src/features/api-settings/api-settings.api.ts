/** The API Settings API of the BFF (contract/api-keys/api-key.routes.ts). */
import type { CreateApiKeyBody } from '@contract/api-keys/api-key.api';
import { API_KEY_ROUTES } from '@contract/api-keys/api-key.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchApiKeys = () => apiCall(API_KEY_ROUTES.list);
export const createApiKey = (body: CreateApiKeyBody) => apiCall(API_KEY_ROUTES.create, { body });
export const deleteApiKey = (id: number) => apiCall(API_KEY_ROUTES.remove, { params: { id } });
