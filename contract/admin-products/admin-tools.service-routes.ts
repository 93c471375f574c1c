/** The marketplace service's side of /admin/product-tools: the search across companies and the changes to one variant (admin tokens only). */
import { answer, policy, route } from '../api/route-def';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import {
  lockSchema,
  parseProductToolsQuery,
  priceBlockSchema,
  productStatusSchema,
  productToolsProblems,
  productToolsQueryToRaw,
  unlockSchema,
  variantStatusSchema,
  type ProductStatusAnswer,
  type ProductToolRow,
  type ProductToolsAnswer,
} from './admin-tools';

const token = policy.token();
const VARIANT = '/v1/admin/product-tools/companies/:companyId/variants/:variantId';
const PRODUCT = '/v1/admin/product-tools/companies/:companyId/products/:productId';

export const ADMIN_TOOLS_SERVICE_ROUTES = serviceRoutes('marketplace', {
  search: route.get('/v1/admin/product-tools', {
    query: serviceListQuery(parseProductToolsQuery, productToolsQueryToRaw, productToolsProblems),
    answer: answer<ProductToolsAnswer>(),
    policy: token,
  }),
  setStatus: route.post(`${VARIANT}/status`, { body: variantStatusSchema, answer: answer<ProductToolRow>(), policy: token }),
  /** Every variant of the product with it; the reason goes to the product's log. */
  setProductStatus: route.post(`${PRODUCT}/status`, { body: productStatusSchema, answer: answer<ProductStatusAnswer>(), policy: token }),
  lock: route.post(`${VARIANT}/lock`, { body: lockSchema, answer: answer<ProductToolRow>(), policy: token }),
  unlock: route.post(`${VARIANT}/unlock`, { body: unlockSchema, answer: answer<ProductToolRow>(), policy: token }),
  blockPrice: route.put(`${VARIANT}/price-block`, { body: priceBlockSchema, answer: answer<ProductToolRow>(), policy: token }),
  unblockPrice: route.delete(`${VARIANT}/price-block`, { answer: answer<ProductToolRow>(), policy: token }),
});
