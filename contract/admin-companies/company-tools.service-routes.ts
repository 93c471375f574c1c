/** The marketplace service's side of /admin/company-tools: every company whose imports are not allowed (admin tokens only). */
import type { ImportState } from '../imports/import.types';
import { answer, policy, route } from '../api/route-def';
import { serviceRoutes } from '../downstream/service-route';

export interface BlockedImportsAnswer {
  items: { companyId: number; state: Exclude<ImportState, 'allowed'> }[];
}

export const COMPANY_TOOLS_SERVICE_ROUTES = serviceRoutes('marketplace', {
  blockedImports: route.get('/v1/admin/import-states', { answer: answer<BlockedImportsAnswer>(), policy: policy.token() }),
});
