/** The browser API of /admin/order-claim-tools/index (admin only). Each change names its company in the path, so the audit entry does too. */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  claimDecisionSchema,
  orderClaimToolsProblems,
  orderClaimToolsQueryToRaw,
  orderCorrectionSchema,
  packageCorrectionSchema,
  parseOrderClaimToolsQuery,
  type ClaimToolRow,
  type OrderClaimToolsAnswer,
  type OrderClaimToolsQuery,
  type OrderToolRow,
  type PackageToolRow,
} from './order-claim-tools';
import { staffExportRoute } from '../exports/staff-export.routes';

export const orderClaimToolsQuery: QueryCodec<OrderClaimToolsQuery> = {
  parse: (raw) => parseOrderClaimToolsQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: orderClaimToolsProblems,
  toRaw: orderClaimToolsQueryToRaw,
};

const tools = policy.can('admin.tools');
const COMPANY = '/api/admin/order-claim-tools/companies/:companyId';

export const ADMIN_ORDER_CLAIM_TOOLS_ROUTES = {
  search: route.get('/api/admin/order-claim-tools', { query: orderClaimToolsQuery, answer: answer<OrderClaimToolsAnswer>(), policy: tools }),
  /** The tab and search on screen as an Excel export (a staff transaction; refused past the 100,000-row cap). */
  export: staffExportRoute('/api/admin/order-claim-tools', orderClaimToolsQuery),
  decideClaim: route.post(`${COMPANY}/claims/:claimId/decision`, { body: claimDecisionSchema, answer: answer<ClaimToolRow>(), policy: tools }),
  correctOrder: route.post(`${COMPANY}/orders/:orderId/state`, { body: orderCorrectionSchema, answer: answer<OrderToolRow>(), policy: tools }),
  correctPackage: route.post(`${COMPANY}/packages/:packageId/state`, { body: packageCorrectionSchema, answer: answer<PackageToolRow>(), policy: tools }),
};
