/** The browser API of Marketplace Products (spec §2 /products/mp-products; contract/api/route-def.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { mpProductFilterProblems, mpProductQueryToRaw, parseMpProductQuery, type MpProductListAnswer, type MpProductListQuery } from './mp-product.query';

export const mpProductListQuery: QueryCodec<MpProductListQuery> = {
  parse: (raw) => parseMpProductQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: mpProductFilterProblems,
  toRaw: mpProductQueryToRaw,
};

export const MP_PRODUCT_ROUTES = {
  list: route.get('/api/mp-products', { query: mpProductListQuery, answer: answer<MpProductListAnswer>(), policy: policy.can('catalog.products') }),
};
