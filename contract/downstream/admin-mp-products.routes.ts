/** The marketplace service's marketplace products across companies (admin tokens only; 403 for any other). */
import { answer, policy, route } from '../api/route-def';
import {
  adminMpProductFilterProblems,
  adminMpProductQueryToRaw,
  parseAdminMpProductQuery,
  type AdminMpProductListAnswer,
} from '../admin-mp-products/admin-mp-product.query';
import { serviceListQuery, serviceRoutes } from './service-route';

export const ADMIN_MP_PRODUCT_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get('/v1/admin/mp-products', {
    query: serviceListQuery(parseAdminMpProductQuery, adminMpProductQueryToRaw, adminMpProductFilterProblems),
    answer: answer<AdminMpProductListAnswer>(),
    policy: policy.token(),
  }),
});
