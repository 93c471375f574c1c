/**
 * Marketplace service: brands, the seller-panel category tree, crossings to each marketplace's own tree, restricted
 * categories, old attributes and mapping health. Paths under /v1/companies/:companyId (JWT scoped to that company,
 * like marketplace.ts). The tree and the marketplace trees are shared by every company; the path's
 * company decides what is restricted, which brands are seen and whose products mapping health counts.
 *
 * Refusals: a bad body 400 `{ error: 'validation', fields }`; a category or attribute not found 404
 * `{ error: 'categoryNotFound' | 'attributeNotFound' }`; business refusals `{ error: <ErrorCode>, fields? }` with the
 * contract's status (categoryTreeInvalid 400, remoteIdRequired 400, categoryHasChildren 409, brandNameInUse 409).
 * Category management and crossing are staff work: a token without `act` whose role is not admin or service gets 403.
 * List queries take the same keys as the BFF (contract/catalog/*.query.ts, taxonomy-lists.query.ts).
 */
import { answer, param, policy, route, type QueryCodec } from '../api/route-def';
import { brandQueryToRaw, brandSchema, parseBrandQuery, type BrandAnswer, type BrandListAnswer } from '../catalog/brand.api';
import { categorySchema, type CategoryDeleteOptions, type CategoryDetailAnswer, type CategoryTreeAnswer } from '../catalog/category.api';
import { categoryQueryToRaw, parseCategoryQuery, type CategoryListAnswer } from '../catalog/category.query';
import {
  crossAttributeSchema,
  crossCategorySchema,
  crossValueSchema,
  type CategoryCrossAnswer,
  type MarketplaceCategoryListAnswer,
} from '../catalog/crossing.api';
import type { MappingHealthAnswer } from '../catalog/mapping-health';
import { taxonomyListQueries, type OldAttributeListAnswer, type RestrictedCategoryListAnswer } from '../catalog/taxonomy-lists.query';
import { SERVICE_PAGE_SIZE_MAX } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { serviceListQuery, serviceRoutes } from './service-route';

/** The cross page's picker query as the service reads it: a missing or unknown marketplace is a 400. */
const serviceQueries = taxonomyListQueries(SERVICE_PAGE_SIZE_MAX);
export const marketplaceCategoryServiceQuery = serviceQueries.marketplaceCategories;

/** `?deleteAnyway=true` deletes a parent too, leaving its children without one. */
export const categoryDeleteQuery: QueryCodec<Partial<CategoryDeleteOptions>> = {
  parse: (raw) => ({ deleteAnyway: raw.deleteAnyway === 'true' }),
  toRaw: ({ deleteAnyway }): Record<string, string> => (deleteAnyway ? { deleteAnyway: 'true' } : {}),
};

const token = policy.token();
const BASE = '/v1/companies/:companyId';
const CATEGORY = `${BASE}/categories/:categoryId`;
const CROSSING = `${CATEGORY}/crossings/:marketplace`;
const ATTRIBUTE = `${CROSSING}/attributes/:attributeId`;
const VALUE = `${ATTRIBUTE}/values/:valueId`;
const marketplace = { marketplace: param.oneOf(MARKETPLACE_CODES) };
const detail = answer<CategoryDetailAnswer>();
const cross = answer<CategoryCrossAnswer>();

export const CATALOG_TAXONOMY_ROUTES = serviceRoutes('marketplace', {
  listBrands: route.get(`${BASE}/brands`, { query: serviceListQuery(parseBrandQuery, brandQueryToRaw), answer: answer<BrandListAnswer>(), policy: token }),
  /** 201; 409 brandNameInUse. */
  addBrand: route.post(`${BASE}/brands`, { body: brandSchema, answer: answer<BrandAnswer>(), status: 201, policy: token }),
  getBrand: route.get(`${BASE}/brands/:brandId`, { answer: answer<BrandAnswer>(), policy: token }),
  editBrand: route.put(`${BASE}/brands/:brandId`, { body: brandSchema, answer: answer<BrandAnswer>(), policy: token }),

  listCategories: route.get(`${BASE}/categories`, {
    query: serviceListQuery(parseCategoryQuery, categoryQueryToRaw),
    answer: answer<CategoryListAnswer>(),
    policy: token,
  }),
  categoryTree: route.get(`${BASE}/categories/tree`, { answer: answer<CategoryTreeAnswer>(), policy: token }),
  /** 201 (staff). */
  addCategory: route.post(`${BASE}/categories`, { body: categorySchema, answer: detail, status: 201, policy: token }),
  getCategory: route.get(CATEGORY, { answer: detail, policy: token }),
  /** Staff. */
  editCategory: route.put(CATEGORY, { body: categorySchema, answer: detail, policy: token }),
  /** 204; without deleteAnyway a parent is refused 409 categoryHasChildren (staff). */
  deleteCategory: route.delete(CATEGORY, { query: categoryDeleteQuery, answer: answer<null>(), status: 204, policy: token }),
  /** Every marketplace's crossing of the category. */
  categoryCross: route.get(`${CATEGORY}/cross`, { answer: cross, policy: token }),
  /** The crossings below are staff work. */
  crossCategory: route.put(CROSSING, { params: marketplace, body: crossCategorySchema, answer: cross, policy: token }),
  uncrossCategory: route.delete(CROSSING, { params: marketplace, answer: cross, policy: token }),
  crossAttribute: route.put(ATTRIBUTE, { params: marketplace, body: crossAttributeSchema, answer: cross, policy: token }),
  uncrossAttribute: route.delete(ATTRIBUTE, { params: marketplace, answer: cross, policy: token }),
  crossValue: route.put(VALUE, { params: marketplace, body: crossValueSchema, answer: cross, policy: token }),
  uncrossValue: route.delete(VALUE, { params: marketplace, answer: cross, policy: token }),

  marketplaceCategories: route.get(`${BASE}/marketplace-categories`, {
    query: marketplaceCategoryServiceQuery,
    answer: answer<MarketplaceCategoryListAnswer>(),
    policy: token,
  }),
  restrictedCategories: route.get(`${BASE}/restricted-categories`, {
    query: serviceQueries.restricted,
    answer: answer<RestrictedCategoryListAnswer>(),
    policy: token,
  }),
  oldAttributes: route.get(`${BASE}/old-attributes`, {
    query: serviceQueries.oldAttributes,
    answer: answer<OldAttributeListAnswer>(),
    policy: token,
  }),
  mappingHealth: route.get(`${BASE}/mapping-health`, { answer: answer<MappingHealthAnswer>(), policy: token }),
});
