/**
 * Categories (spec §2 Seller Portal Categories, Category Detail): the seller-panel tree shared by every company.
 * Sellers browse; creating, editing and deleting are staff work (catalog.manageCategories, spec §6).
 */
import { Hono } from 'hono';
import { CATEGORY_ROUTES } from '@contract/catalog/category.routes';
import { CATALOG_TAXONOMY_ROUTES as TAXONOMY } from '@contract/downstream/catalog-taxonomy.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppEnv } from '../../lib/app-env';
import { sellerScope } from '../../lib/seller-scope';
import { categoryCrossRoutes } from './category-cross.routes';
import { taxonomyAnswer } from './taxonomy-call';
import { taxonomyListsRoutes } from './taxonomy-lists.routes';

export function categoriesRoutes() {
  // The fixed paths under /api/categories come before `/:id`, which would answer them not-found.
  return new Hono<AppEnv>()
    .route('/', taxonomyListsRoutes())
    .route('/', categoryCrossRoutes())
    .route(
      '/',
      apiRoutes(
        serve(CATEGORY_ROUTES.list, (c, { query }) => {
          const { caller, companyId } = sellerScope(c);
          return taxonomyAnswer(c.get('services').call(TAXONOMY.listCategories, caller, { params: { companyId }, query }));
        }),
        serve(CATEGORY_ROUTES.tree, (c) => {
          const { caller, companyId } = sellerScope(c);
          return taxonomyAnswer(c.get('services').call(TAXONOMY.categoryTree, caller, { params: { companyId } }));
        }),
        serve(CATEGORY_ROUTES.add, (c, { body }) => {
          const { caller, companyId } = sellerScope(c);
          return taxonomyAnswer(c.get('services').call(TAXONOMY.addCategory, caller, { params: { companyId }, body }));
        }),
        serve(CATEGORY_ROUTES.detail, (c, { params }) => {
          const { caller, companyId } = sellerScope(c);
          return taxonomyAnswer(c.get('services').call(TAXONOMY.getCategory, caller, { params: { companyId, categoryId: params.id } }));
        }),
        serve(CATEGORY_ROUTES.edit, (c, { params, body }) => {
          const { caller, companyId } = sellerScope(c);
          return taxonomyAnswer(c.get('services').call(TAXONOMY.editCategory, caller, { params: { companyId, categoryId: params.id }, body }));
        }),
        serve(CATEGORY_ROUTES.delete, async (c, { params, query }) => {
          const { caller, companyId } = sellerScope(c);
          await taxonomyAnswer(c.get('services').call(TAXONOMY.deleteCategory, caller, { params: { companyId, categoryId: params.id }, query }));
          return null;
        }),
      ),
    );
}
