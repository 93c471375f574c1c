/** The browser API of Brands (spec §2 Brands, Add Brand, Edit Brand): one description per endpoint (contract/api/route-def.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { brandQueryToRaw, brandSchema, parseBrandQuery, type BrandAnswer, type BrandListAnswer, type BrandListQuery } from './brand.api';

export const brandListQuery: QueryCodec<BrandListQuery> = {
  parse: (raw) => parseBrandQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: brandQueryToRaw,
};

const brands = policy.can('catalog.brands');

export const BRAND_ROUTES = {
  list: route.get('/api/brands', { query: brandListQuery, answer: answer<BrandListAnswer>(), policy: brands }),
  add: route.post('/api/brands', { body: brandSchema, answer: answer<BrandAnswer>(), status: 201, policy: brands }),
  detail: route.get('/api/brands/:id', { answer: answer<BrandAnswer>(), policy: brands }),
  edit: route.put('/api/brands/:id', { body: brandSchema, answer: answer<BrandAnswer>(), policy: brands }),
};
