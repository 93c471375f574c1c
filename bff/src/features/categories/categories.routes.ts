/**
 * Categories (spec §2 Seller Portal Categories, Category Detail): the seller-panel tree shared by every company.
 * Sellers browse; creating, editing and deleting are staff work (catalog.manageCategories, spec §6).
 */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { categorySchema, type CategoryDetailAnswer, type CategoryTreeAnswer } from '@contract/catalog/category.api';
import { categoryQueryToRaw, parseCategoryQuery, type CategoryListAnswer } from '@contract/catalog/category.query';
import type { AppEnv } from '../../lib/app-env';
import { idParam } from '../../lib/seller-scope';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';
import { categoryCrossRoutes } from './category-cross.routes';
import { BROWSER_PAGE_SIZE_MAX, taxonomyCall } from './taxonomy-call';
import { taxonomyListsRoutes } from './taxonomy-lists.routes';

export function categoriesRoutes() {
  // The fixed paths under /api/categories come before `/:id`, which would answer them not-found.
  return new Hono<AppEnv>()
    .route('/', taxonomyListsRoutes())
    .route('/', categoryCrossRoutes())
    .get(API.categories, policy.can('catalog.categories'), async (c) => {
      const query = parseCategoryQuery(c.req.query(), BROWSER_PAGE_SIZE_MAX);
      return c.json(await taxonomyCall<CategoryListAnswer>(c, '/categories', { query: categoryQueryToRaw(query) }));
    })
    .get(API.categoryTree, policy.can('catalog.categories'), async (c) => c.json(await taxonomyCall<CategoryTreeAnswer>(c, '/categories/tree')))
    .post(API.categories, policy.can('catalog.manageCategories'), async (c) => {
      const body = await validBody(c, categorySchema);
      return c.json(await taxonomyCall<CategoryDetailAnswer>(c, '/categories', { method: 'POST', body }), 201);
    })
    .get(`${API.categories}/:id`, policy.can('catalog.categories'), async (c) => {
      const id = idParam(c.req.param('id'));
      return c.json(await taxonomyCall<CategoryDetailAnswer>(c, `/categories/${id}`));
    })
    .put(`${API.categories}/:id`, policy.can('catalog.manageCategories'), async (c) => {
      const id = idParam(c.req.param('id'));
      const body = await validBody(c, categorySchema);
      return c.json(await taxonomyCall<CategoryDetailAnswer>(c, `/categories/${id}`, { method: 'PUT', body }));
    })
    .delete(`${API.categories}/:id`, policy.can('catalog.manageCategories'), async (c) => {
      const id = idParam(c.req.param('id'));
      const deleteAnyway = c.req.query('deleteAnyway') === 'true' ? 'true' : undefined;
      await taxonomyCall<null>(c, `/categories/${id}`, { method: 'DELETE', query: { deleteAnyway } });
      return c.body(null, 204);
    });
}
