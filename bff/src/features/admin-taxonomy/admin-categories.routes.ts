/**
 * Staff category screens (/admin/category-tree, /admin/categories/categories): the shared seller-panel tree through
 * the marketplace service's staff routes, which apply the same rules as the seller side (spec §4/§5). A delete must
 * name its category again (its remote ID), checked here before the service is asked.
 */
import { ADMIN_CATEGORY_ROUTES as ROUTES } from '@contract/admin-taxonomy/admin-category.routes';
import { deleteConfirmationOf } from '@contract/admin-taxonomy/admin-category.api';
import { ADMIN_TAXONOMY_SERVICE_ROUTES as SERVICE } from '@contract/admin-taxonomy/admin-taxonomy.service';
import { apiRoutes, serve } from '../../lib/api-route';
import { requireTypedConfirmation } from '../../lib/typed-confirmation';
import { taxonomyAnswer as via } from '../../lib/taxonomy-answer';
import { staffCaller } from '../../lib/staff-caller';

export function adminCategoriesRoutes() {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => c.get('services').callText(SERVICE.listCategories, staffCaller(c), { query })),
    serve(ROUTES.tree, (c) => c.get('services').callText(SERVICE.categoryTree, staffCaller(c))),
    serve(ROUTES.add, (c, { body }) => via(c.get('services').call(SERVICE.addCategory, staffCaller(c), { body }))),
    serve(ROUTES.edit, (c, { params, body }) => via(c.get('services').call(SERVICE.editCategory, staffCaller(c), { params: { categoryId: params.id }, body }))),
    serve(ROUTES.delete, async (c, { params, query: { deleteAnyway, confirmation } }) => {
      const services = c.get('services');
      const caller = staffCaller(c);
      const categoryParams = { categoryId: params.id };
      const category = await via(services.call(SERVICE.getCategory, caller, { params: categoryParams }));
      requireTypedConfirmation(deleteConfirmationOf(category), confirmation);
      await via(services.call(SERVICE.deleteCategory, caller, { params: categoryParams, query: { deleteAnyway } }));
      return null;
    }),
    serve(ROUTES.block, (c, { params, body }) =>
      via(c.get('services').call(SERVICE.blockCategory, staffCaller(c), { params: { categoryId: params.id, companyId: params.companyId }, body })),
    ),
    serve(ROUTES.unblock, async (c, { params }) => {
      await c.get('services').call(SERVICE.unblockCategory, staffCaller(c), { params: { categoryId: params.id, companyId: params.companyId } });
      return null;
    }),
  );
}
