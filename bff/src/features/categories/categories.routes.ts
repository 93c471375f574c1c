/**
 * Categories (spec §2 Seller Portal Categories, Category Detail): the seller-panel tree shared by every company.
 * Sellers browse; creating, editing and deleting are staff work (catalog.manageCategories, spec §6).
 */
import { Hono } from 'hono';
import { CATEGORY_ROUTES } from '@contract/catalog/category.routes';
import { CATALOG_TAXONOMY_ROUTES as TAXONOMY } from '@contract/downstream/catalog-taxonomy.routes';
import { apiRoutes } from '../../lib/api-route';
import type { AppEnv } from '../../lib/app-env';
import { forward, idAs } from '../../lib/forward';
import { categoryCrossRoutes } from './category-cross.routes';
import { taxonomyAnswer as via } from '../../lib/taxonomy-answer';
import { taxonomyListsRoutes } from './taxonomy-lists.routes';

const categoryId = idAs('categoryId');

export function categoriesRoutes() {
  // The fixed paths under /api/categories come before `/:id`, which would answer them not-found.
  return new Hono<AppEnv>()
    .route('/', taxonomyListsRoutes())
    .route('/', categoryCrossRoutes())
    .route(
      '/',
      apiRoutes(
        forward(CATEGORY_ROUTES.list, TAXONOMY.listCategories, { via }),
        forward(CATEGORY_ROUTES.tree, TAXONOMY.categoryTree, { via }),
        forward(CATEGORY_ROUTES.add, TAXONOMY.addCategory, { via }),
        forward(CATEGORY_ROUTES.detail, TAXONOMY.getCategory, { params: categoryId, via }),
        forward(CATEGORY_ROUTES.edit, TAXONOMY.editCategory, { params: categoryId, via }),
        forward(CATEGORY_ROUTES.delete, TAXONOMY.deleteCategory, { params: categoryId, via }),
      ),
    );
}
