/** The browser API of /admin/product-tools (admin only). Each change names its company in the path, so the audit entry does too. */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
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
  type ProductToolsQuery,
} from './admin-tools';

export const productToolsQuery: QueryCodec<ProductToolsQuery> = {
  parse: (raw) => parseProductToolsQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: productToolsProblems,
  toRaw: productToolsQueryToRaw,
};

const tools = policy.can('admin.tools');
const VARIANT = '/api/admin/product-tools/companies/:companyId/variants/:variantId';
const PRODUCT = '/api/admin/product-tools/companies/:companyId/products/:productId';

export const ADMIN_PRODUCT_TOOLS_ROUTES = {
  search: route.get('/api/admin/product-tools', { query: productToolsQuery, answer: answer<ProductToolsAnswer>(), policy: tools }),
  setStatus: route.post(`${VARIANT}/status`, { body: variantStatusSchema, answer: answer<ProductToolRow>(), policy: tools }),
  /** Every variant of the product with it; the reason goes to the product's log. */
  setProductStatus: route.post(`${PRODUCT}/status`, { body: productStatusSchema, answer: answer<ProductStatusAnswer>(), policy: tools }),
  lock: route.post(`${VARIANT}/lock`, { body: lockSchema, answer: answer<ProductToolRow>(), policy: tools }),
  unlock: route.post(`${VARIANT}/unlock`, { body: unlockSchema, answer: answer<ProductToolRow>(), policy: tools }),
  blockPrice: route.put(`${VARIANT}/price-block`, { body: priceBlockSchema, answer: answer<ProductToolRow>(), policy: tools }),
  unblockPrice: route.delete(`${VARIANT}/price-block`, { answer: answer<ProductToolRow>(), policy: tools }),
};
