/** The browser API of All Products (spec §2 /products/quick-edit): one description per endpoint (contract/api/route-def.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { quickEditSchema } from './catalog.schemas';
import type { QuickEditAnswer, VariantListAnswer } from './variant.api';
import { parseVariantQuery, variantFilterProblems, variantQueryToRaw, type VariantListQuery } from './variant.query';

export const variantListQuery: QueryCodec<VariantListQuery> = {
  parse: (raw) => parseVariantQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: variantFilterProblems,
  toRaw: variantQueryToRaw,
};

const products = policy.can('catalog.products');

export const VARIANT_ROUTES = {
  list: route.get('/api/variants', { query: variantListQuery, answer: answer<VariantListAnswer>(), policy: products }),
  /** All rows or none: the service refuses unknown or deleted variants. */
  quickEdit: route.post('/api/variants/quick-edit', { body: quickEditSchema, answer: answer<QuickEditAnswer>(), policy: products }),
};
