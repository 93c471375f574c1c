/** The browser API of seller Product Validation (spec §2 /products/product-validation; contract/api/route-def.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { parseProductValidationQuery, productValidationQueryToRaw, type ProductValidationAnswer, type ProductValidationQuery } from './product-validation';

export const productValidationQuery: QueryCodec<ProductValidationQuery> = {
  parse: (raw) => parseProductValidationQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: productValidationQueryToRaw,
};

export const PRODUCT_VALIDATION_ROUTES = {
  list: route.get('/api/product-validation', {
    query: productValidationQuery,
    answer: answer<ProductValidationAnswer>(),
    policy: policy.can('catalog.productValidation'),
  }),
};
