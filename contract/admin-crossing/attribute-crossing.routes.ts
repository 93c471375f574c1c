/**
 * The browser API of /admin/attribute-crossing/ (admin.tools): the attributes of the crossed leaves per marketplace,
 * one category's crossings (the panel the seller-side cross page shows), and crossing or uncrossing an attribute or a
 * value. Crossing the category itself and their categories for the picker are /admin/category-cross's routes. Each
 * command answers the category's crossings as they stand afterwards.
 */
import { answer, param, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { crossAttributeSchema, crossValueSchema, type CategoryCrossAnswer } from '../catalog/crossing.api';
import {
  adminAttributeCrossQueryToRaw,
  parseAdminAttributeCrossQuery,
  type AdminAttributeCrossListAnswer,
  type AdminAttributeCrossQuery,
} from './attribute-crossing.query';

const tools = policy.can('admin.tools');
const cross = answer<CategoryCrossAnswer>();
const marketplace = { marketplace: param.oneOf(MARKETPLACE_CODES) };
const BASE = '/api/admin/attribute-crossing';
const ATTRIBUTE = `${BASE}/:id/:marketplace/attributes/:attributeId` as const;
const VALUE = `${ATTRIBUTE}/values/:valueId` as const;

export const adminAttributeCrossListQuery: QueryCodec<AdminAttributeCrossQuery> = {
  parse: (raw) => parseAdminAttributeCrossQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: adminAttributeCrossQueryToRaw,
};

export const ADMIN_ATTRIBUTE_CROSSING_ROUTES = {
  list: route.get(BASE, { query: adminAttributeCrossListQuery, answer: answer<AdminAttributeCrossListAnswer>(), policy: tools }),
  cross: route.get(`${BASE}/:id`, { answer: cross, policy: tools }),
  crossAttribute: route.put(ATTRIBUTE, { params: marketplace, body: crossAttributeSchema, answer: cross, policy: tools }),
  uncrossAttribute: route.delete(ATTRIBUTE, { params: marketplace, answer: cross, policy: tools }),
  crossValue: route.put(VALUE, { params: marketplace, body: crossValueSchema, answer: cross, policy: tools }),
  uncrossValue: route.delete(VALUE, { params: marketplace, answer: cross, policy: tools }),
};
