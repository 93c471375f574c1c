/**
 * Marketplace service, staff only: Category Cross and Attribute Crossing across the shared tree
 * (/admin/category-cross, /admin/attribute-crossing/). No company in the
 * path: the tree and its crossings are every company's; `?companyId=` only picks whose products the list counts and
 * whose mapping health comes with the health answer. A token whose role is not admin or service gets 403 (an admin
 * acting as a seller carries the seller's role and is refused too). Refusals as catalog-taxonomy.routes.ts: a bad body
 * 400 `validation` with fields, an unknown category 404 `categoryNotFound`.
 */
import { answer, param, policy, route } from '../api/route-def';
import {
  crossAttributeSchema,
  crossCategorySchema,
  crossValueSchema,
  type CategoryCrossAnswer,
  type MarketplaceCategoryListAnswer,
} from '../catalog/crossing.api';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { adminCrossHealthQuery, type AdminCrossHealthAnswer } from '../admin-crossing/category-cross.api';
import { adminCrossQueryToRaw, parseAdminCrossQuery, type AdminCategoryCrossListAnswer } from '../admin-crossing/category-cross.query';
import { adminAttributeCrossQueryToRaw, parseAdminAttributeCrossQuery, type AdminAttributeCrossListAnswer } from '../admin-crossing/attribute-crossing.query';
import { marketplaceCategoryServiceQuery } from './catalog-taxonomy.routes';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const BASE = '/v1/admin/category-crossings';
const CROSSING = `${BASE}/:categoryId/:marketplace`;
const ATTRIBUTE = `${CROSSING}/attributes/:attributeId`;
const VALUE = `${ATTRIBUTE}/values/:valueId`;
const cross = answer<CategoryCrossAnswer>();
const marketplace = { marketplace: param.oneOf(MARKETPLACE_CODES) };

export const ADMIN_CROSSING_SERVICE_ROUTES = serviceRoutes('marketplace', {
  listCategoryCrossings: route.get(BASE, {
    query: serviceListQuery(parseAdminCrossQuery, adminCrossQueryToRaw),
    answer: answer<AdminCategoryCrossListAnswer>(),
    policy: token,
  }),
  crossingHealth: route.get(`${BASE}/health`, { query: adminCrossHealthQuery, answer: answer<AdminCrossHealthAnswer>(), policy: token }),
  marketplaceCategories: route.get('/v1/admin/marketplace-categories', {
    query: marketplaceCategoryServiceQuery,
    answer: answer<MarketplaceCategoryListAnswer>(),
    policy: token,
  }),
  crossCategory: route.put(CROSSING, { params: marketplace, body: crossCategorySchema, answer: cross, policy: token }),
  uncrossCategory: route.delete(CROSSING, { params: marketplace, answer: cross, policy: token }),

  listAttributeCrossings: route.get('/v1/admin/attribute-crossings', {
    query: serviceListQuery(parseAdminAttributeCrossQuery, adminAttributeCrossQueryToRaw),
    answer: answer<AdminAttributeCrossListAnswer>(),
    policy: token,
  }),
  /** Every marketplace's crossing of one category, as the seller-side cross page reads it. */
  categoryCross: route.get(`${BASE}/:categoryId`, { answer: cross, policy: token }),
  crossAttribute: route.put(ATTRIBUTE, { params: marketplace, body: crossAttributeSchema, answer: cross, policy: token }),
  uncrossAttribute: route.delete(ATTRIBUTE, { params: marketplace, answer: cross, policy: token }),
  crossValue: route.put(VALUE, { params: marketplace, body: crossValueSchema, answer: cross, policy: token }),
  uncrossValue: route.delete(VALUE, { params: marketplace, answer: cross, policy: token }),
});
