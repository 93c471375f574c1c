/** The browser API of Deleted Products (spec §2): one description per endpoint (contract/api/route-def.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  deletedProductFilterProblems,
  deletedProductQueryToRaw,
  parseDeletedProductQuery,
  type DeletedProductListAnswer,
  type DeletedProductListQuery,
} from './deleted-product.query';
import type { DeletedProductAnswer } from './product.api';

export const deletedProductListQuery: QueryCodec<DeletedProductListQuery> = {
  parse: (raw) => parseDeletedProductQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: deletedProductFilterProblems,
  toRaw: deletedProductQueryToRaw,
};

const products = policy.can('catalog.products');

export const DELETED_PRODUCT_ROUTES = {
  list: route.get('/api/deleted-products', { query: deletedProductListQuery, answer: answer<DeletedProductListAnswer>(), policy: products }),
  detail: route.get('/api/deleted-products/:id', { answer: answer<DeletedProductAnswer>(), policy: products }),
};
