/**
 * The marketplace service's brands across companies (admin tokens only; 403 for any other): the list, a merge's
 * preview and the merge (409 brandNoDuplicates when the brand has none in its company), and one crossing.
 */
import { answer, param, policy, route } from '../api/route-def';
import { adminBrandCrossSchema, type AdminBrandAnswer, type BrandMergeAnswer, type BrandMergePreview } from '../admin-brands/admin-brand.api';
import { adminBrandQueryToRaw, parseAdminBrandQuery, type AdminBrandListAnswer } from '../admin-brands/admin-brand.query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();

export const ADMIN_BRAND_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get('/v1/admin/brands', {
    query: serviceListQuery(parseAdminBrandQuery, adminBrandQueryToRaw),
    answer: answer<AdminBrandListAnswer>(),
    policy: token,
  }),
  mergePreview: route.get('/v1/admin/brands/:brandId/merge', { answer: answer<BrandMergePreview>(), policy: token }),
  merge: route.post('/v1/admin/brands/:brandId/merge', { answer: answer<BrandMergeAnswer>(), policy: token }),
  cross: route.put('/v1/admin/brands/:brandId/crossings/:marketplace', {
    params: { marketplace: param.oneOf(MARKETPLACE_CODES) },
    body: adminBrandCrossSchema,
    answer: answer<AdminBrandAnswer>(),
    policy: token,
  }),
});
