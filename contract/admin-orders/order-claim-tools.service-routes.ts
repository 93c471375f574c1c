/** The marketplace service's side of /admin/order-claim-tools/index: the search across companies and the changes (admin tokens only). */
import { answer, policy, route } from '../api/route-def';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import {
  claimDecisionSchema,
  orderClaimToolsProblems,
  orderClaimToolsQueryToRaw,
  orderCorrectionSchema,
  packageCorrectionSchema,
  parseOrderClaimToolsQuery,
  type ClaimToolRow,
  type OrderClaimToolsAnswer,
  type OrderToolRow,
  type PackageToolRow,
} from './order-claim-tools';

const token = policy.token();
const COMPANY = '/v1/admin/order-claim-tools/companies/:companyId';

export const ORDER_CLAIM_TOOLS_SERVICE_ROUTES = serviceRoutes('marketplace', {
  search: route.get('/v1/admin/order-claim-tools', {
    query: serviceListQuery(parseOrderClaimToolsQuery, orderClaimToolsQueryToRaw, orderClaimToolsProblems),
    answer: answer<OrderClaimToolsAnswer>(),
    policy: token,
  }),
  decideClaim: route.post(`${COMPANY}/claims/:claimId/decision`, { body: claimDecisionSchema, answer: answer<ClaimToolRow>(), policy: token }),
  correctOrder: route.post(`${COMPANY}/orders/:orderId/state`, { body: orderCorrectionSchema, answer: answer<OrderToolRow>(), policy: token }),
  correctPackage: route.post(`${COMPANY}/packages/:packageId/state`, { body: packageCorrectionSchema, answer: answer<PackageToolRow>(), policy: token }),
});
