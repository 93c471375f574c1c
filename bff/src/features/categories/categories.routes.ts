/**
 * Categories (spec §2 Seller Portal Categories, Category Detail): the seller-panel tree shared by every company.
 * Sellers browse; creating, editing and deleting are staff work (catalog.manageCategories, spec §6).
 */
import { Hono } from 'hono';
import type { CategoryDetailAnswer, CategoryTreeAnswer } from '@contract/catalog/category.api';
import { categoryQueryToRaw, type CategoryListAnswer } from '@contract/catalog/category.query';
import { CATEGORY_ROUTES } from '@contract/catalog/category.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppEnv } from '../../lib/app-env';
import { categoryCrossRoutes } from './category-cross.routes';
import { taxonomyCall } from './taxonomy-call';
import { taxonomyListsRoutes } from './taxonomy-lists.routes';

export function categoriesRoutes() {
  // The fixed paths under /api/categories come before `/:id`, which would answer them not-found.
  return new Hono<AppEnv>()
    .route('/', taxonomyListsRoutes())
    .route('/', categoryCrossRoutes())
    .route('/', apiRoutes(
      serve(CATEGORY_ROUTES.list, (c, { query }) => taxonomyCall<CategoryListAnswer>(c, '/categories', { query: categoryQueryToRaw(query) })),
      serve(CATEGORY_ROUTES.tree, (c) => taxonomyCall<CategoryTreeAnswer>(c, '/categories/tree')),
      serve(CATEGORY_ROUTES.add, (c, { body }) => taxonomyCall<CategoryDetailAnswer>(c, '/categories', { method: 'POST', body })),
      serve(CATEGORY_ROUTES.detail, (c, { params }) => taxonomyCall<CategoryDetailAnswer>(c, `/categories/${params.id}`)),
      serve(CATEGORY_ROUTES.edit, (c, { params, body }) => taxonomyCall<CategoryDetailAnswer>(c, `/categories/${params.id}`, { method: 'PUT', body })),
      serve(CATEGORY_ROUTES.delete, async (c, { params, query }) => {
        const deleteAnyway = query.deleteAnyway ? 'true' : undefined;
        await taxonomyCall<null>(c, `/categories/${params.id}`, { method: 'DELETE', query: { deleteAnyway } });
        return null;
      }),
    ));
}
