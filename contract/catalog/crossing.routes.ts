/**
 * The browser API of Category Cross (spec §2/§4): a category's crossings to each marketplace, and crossing or
 * uncrossing it, an attribute or a value. Reading is open to sellers; the commands are staff work. Each command
 * answers the category's crossings as they stand afterwards (contract/api/route-def.ts).
 */
import { answer, param, policy, route } from '../api/route-def';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { crossAttributeSchema, crossCategorySchema, crossValueSchema, type CategoryCrossAnswer } from './crossing.api';

const manage = policy.can('catalog.manageCategories');
const cross = answer<CategoryCrossAnswer>();
const marketplace = { marketplace: param.oneOf(MARKETPLACE_CODES) };

const CROSSING = '/api/categories/:id/crossings/:marketplace';
const ATTRIBUTE = `${CROSSING}/attributes/:attributeId` as const;
const VALUE = `${ATTRIBUTE}/values/:valueId` as const;

export const CROSSING_ROUTES = {
  cross: route.get('/api/categories/:id/cross', { answer: cross, policy: policy.can('catalog.categories') }),
  crossCategory: route.put(CROSSING, { params: marketplace, body: crossCategorySchema, answer: cross, policy: manage }),
  uncrossCategory: route.delete(CROSSING, { params: marketplace, answer: cross, policy: manage }),
  crossAttribute: route.put(ATTRIBUTE, { params: marketplace, body: crossAttributeSchema, answer: cross, policy: manage }),
  uncrossAttribute: route.delete(ATTRIBUTE, { params: marketplace, answer: cross, policy: manage }),
  crossValue: route.put(VALUE, { params: marketplace, body: crossValueSchema, answer: cross, policy: manage }),
  uncrossValue: route.delete(VALUE, { params: marketplace, answer: cross, policy: manage }),
};
