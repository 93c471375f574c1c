/**
 * Marketplace service, staff side of the seller-panel taxonomy: the shared category tree and its attributes without a
 * company in the path, and category blocks per company. Only admin and service tokens (403 otherwise). Refusals as the seller-side
 * table (contract/downstream/catalog-taxonomy.routes.ts): 404 `categoryNotFound`, 400 `validation` /
 * `remoteIdRequired` / `categoryTreeInvalid`, 409 `categoryHasChildren`.
 */
import { answer, policy, route } from '../api/route-def';
import { categorySchema, type CategoryTreeAnswer } from '../catalog/category.api';
import type { CategoryRow } from '../catalog/category.query';
import type { RestrictedCategory } from '../catalog/taxonomy.types';
import { categoryDeleteQuery } from '../downstream/catalog-taxonomy.routes';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import { attributeSchema, attributeValueSchema, type AttributeDetail } from './admin-attribute.api';
import { attributeQueryToRaw, parseAttributeQuery, type AttributeListAnswer } from './admin-attribute.query';
import { categoryBlockSchema } from './admin-category.api';
import { adminCategoryQueryToRaw, parseAdminCategoryQuery, type AdminCategoryListAnswer } from './admin-category.query';

const token = policy.token();
const CATEGORIES = '/v1/admin/categories';
const CATEGORY = `${CATEGORIES}/:categoryId`;
const BLOCK = '/v1/admin/companies/:companyId/category-blocks/:categoryId';
const row = answer<CategoryRow>();
const ATTRIBUTES = '/v1/admin/attributes';
const ATTRIBUTE = `${ATTRIBUTES}/:attributeId`;
const attribute = answer<AttributeDetail>();

export const ADMIN_TAXONOMY_SERVICE_ROUTES = serviceRoutes('marketplace', {
  listCategories: route.get(CATEGORIES, {
    query: serviceListQuery(parseAdminCategoryQuery, adminCategoryQueryToRaw),
    answer: answer<AdminCategoryListAnswer>(),
    policy: token,
  }),
  categoryTree: route.get(`${CATEGORIES}/tree`, { answer: answer<CategoryTreeAnswer>(), policy: token }),
  addCategory: route.post(CATEGORIES, { body: categorySchema, answer: row, status: 201, policy: token }),
  getCategory: route.get(CATEGORY, { answer: row, policy: token }),
  editCategory: route.put(CATEGORY, { body: categorySchema, answer: row, policy: token }),
  /** 204; a parent without deleteAnyway 409 categoryHasChildren. */
  deleteCategory: route.delete(CATEGORY, { query: categoryDeleteQuery, answer: answer<null>(), status: 204, policy: token }),
  /** Blocks the company from the category (again: the reason is replaced). */
  blockCategory: route.put(BLOCK, { body: categoryBlockSchema, answer: answer<RestrictedCategory>(), policy: token }),
  /** 204; 404 when the company is not blocked from it. */
  unblockCategory: route.delete(BLOCK, { answer: answer<null>(), status: 204, policy: token }),

  listAttributes: route.get(ATTRIBUTES, {
    query: serviceListQuery(parseAttributeQuery, attributeQueryToRaw),
    answer: answer<AttributeListAnswer>(),
    policy: token,
  }),
  addAttribute: route.post(ATTRIBUTES, { body: attributeSchema, answer: attribute, status: 201, policy: token }),
  /** 404 attributeNotFound. */
  getAttribute: route.get(ATTRIBUTE, { answer: attribute, policy: token }),
  editAttribute: route.put(ATTRIBUTE, { body: attributeSchema, answer: attribute, policy: token }),
  addValue: route.post(`${ATTRIBUTE}/values`, { body: attributeValueSchema, answer: attribute, status: 201, policy: token }),
  editValue: route.put(`${ATTRIBUTE}/values/:valueId`, { body: attributeValueSchema, answer: attribute, policy: token }),
});
