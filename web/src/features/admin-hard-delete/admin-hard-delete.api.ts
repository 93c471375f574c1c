/** The hard delete API of the BFF (contract/admin-hard-delete/hard-delete.routes.ts). */
import type { HardDeleteQuery } from '@contract/admin-hard-delete/hard-delete.query';
import type { HardDeleteStartBody } from '@contract/admin-hard-delete/hard-delete.rules';
import { ADMIN_HARD_DELETE_ROUTES as ROUTES } from '@contract/admin-hard-delete/hard-delete.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchHardDeletePreview = (query: HardDeleteQuery) => apiCall(ROUTES.preview, { query });
export const startHardDelete = (body: HardDeleteStartBody) => apiCall(ROUTES.start, { body });
export const fetchHardDeleteJob = (id: string) => apiCall(ROUTES.job, { params: { id } });
