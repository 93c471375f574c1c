/**
 * The browser API of the staff category screens (/admin/category-tree, /admin/categories/categories): the shared
 * seller-panel tree, created, renamed, moved, activated and deleted by staff, and category blocks per company.
 * Admin only (`admin.tools`). The fixed path `tree` is served before `/:id`.
 */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { categorySchema, type CategoryTreeAnswer } from '../catalog/category.api';
import type { CategoryRow } from '../catalog/category.query';
import type { RestrictedCategory } from '../catalog/taxonomy.types';
import { BROWSER_PAGE_SIZE_MAX, compactQuery } from '../lists/list-query';
import { categoryBlockSchema, type AdminCategoryDeleteOptions } from './admin-category.api';
import { adminCategoryQueryToRaw, parseAdminCategoryQuery, type AdminCategoryListAnswer, type AdminCategoryListQuery } from './admin-category.query';

export const adminCategoryListQuery: QueryCodec<AdminCategoryListQuery> = {
  parse: (raw) => parseAdminCategoryQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: adminCategoryQueryToRaw,
};

export const adminCategoryDeleteQuery: QueryCodec<AdminCategoryDeleteOptions> = {
  parse: (raw) => ({ deleteAnyway: raw.deleteAnyway === 'true', ...(raw.confirmation ? { confirmation: raw.confirmation } : {}) }),
  toRaw: ({ deleteAnyway, confirmation }) => compactQuery({ deleteAnyway: deleteAnyway ? 'true' : undefined, confirmation }),
};

const tools = policy.can('admin.tools');
const row = answer<CategoryRow>();

export const ADMIN_CATEGORY_ROUTES = {
  list: route.get('/api/admin/categories', { query: adminCategoryListQuery, answer: answer<AdminCategoryListAnswer>(), policy: tools }),
  tree: route.get('/api/admin/categories/tree', { answer: answer<CategoryTreeAnswer>(), policy: tools }),
  add: route.post('/api/admin/categories', { body: categorySchema, answer: row, status: 201, policy: tools }),
  /** Rename (both languages), move (parent), activate or deactivate: the whole category form. */
  edit: route.put('/api/admin/categories/:id', { body: categorySchema, answer: row, policy: tools }),
  /** Refused 422 typedConfirmationMismatch unless `confirmation` names the category; a parent needs `deleteAnyway` (409 categoryHasChildren). */
  delete: route.delete('/api/admin/categories/:id', { query: adminCategoryDeleteQuery, answer: answer<null>(), policy: tools }),
  block: route.put('/api/admin/categories/:id/blocks/:companyId', { body: categoryBlockSchema, answer: answer<RestrictedCategory>(), policy: tools }),
  unblock: route.delete('/api/admin/categories/:id/blocks/:companyId', { answer: answer<null>(), policy: tools }),
};
