/**
 * The browser API of Categories (spec §2 Seller Portal Categories, Category Detail): one description per endpoint
 * (contract/api/route-def.ts). Sellers browse; creating, editing and deleting are staff work (spec §6).
 */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { categorySchema, type CategoryDeleteOptions, type CategoryDetailAnswer, type CategoryTreeAnswer } from './category.api';
import { categoryQueryToRaw, parseCategoryQuery, type CategoryListAnswer, type CategoryListQuery } from './category.query';

export const categoryListQuery: QueryCodec<CategoryListQuery> = {
  parse: (raw) => parseCategoryQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: categoryQueryToRaw,
};

/** `?deleteAnyway=true` (spec §4): delete a parent anyway, leaving its children without one. */
export const categoryDeleteQuery: QueryCodec<CategoryDeleteOptions> = {
  parse: (raw) => ({ deleteAnyway: raw.deleteAnyway === 'true' }),
  toRaw: ({ deleteAnyway }): Record<string, string> => (deleteAnyway ? { deleteAnyway: 'true' } : {}),
};

const browse = policy.can('catalog.categories');
const manage = policy.can('catalog.manageCategories');

/** The fixed paths under /api/categories (here and in the taxonomy lists) are served before `/:id`. */
export const CATEGORY_ROUTES = {
  list: route.get('/api/categories', { query: categoryListQuery, answer: answer<CategoryListAnswer>(), policy: browse }),
  tree: route.get('/api/categories/tree', { answer: answer<CategoryTreeAnswer>(), policy: browse }),
  add: route.post('/api/categories', { body: categorySchema, answer: answer<CategoryDetailAnswer>(), status: 201, policy: manage }),
  detail: route.get('/api/categories/:id', { answer: answer<CategoryDetailAnswer>(), policy: browse }),
  edit: route.put('/api/categories/:id', { body: categorySchema, answer: answer<CategoryDetailAnswer>(), policy: manage }),
  delete: route.delete('/api/categories/:id', { query: categoryDeleteQuery, answer: answer<null>(), policy: manage }),
};
