/** The read-only taxonomy lists: mapping health, their categories (the cross picker), restricted categories, old attributes. */
import { TAXONOMY_LIST_ROUTES } from '@contract/catalog/taxonomy-lists.routes';
import { CATALOG_TAXONOMY_ROUTES as TAXONOMY } from '@contract/downstream/catalog-taxonomy.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';
import { taxonomyAnswer } from './taxonomy-call';

export function taxonomyListsRoutes() {
  return apiRoutes(
    serve(TAXONOMY_LIST_ROUTES.mappingHealth, (c) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.mappingHealth, caller, { params: { companyId } }));
    }),
    serve(TAXONOMY_LIST_ROUTES.marketplaceCategories, (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.marketplaceCategories, caller, { params: { companyId }, query }));
    }),
    serve(TAXONOMY_LIST_ROUTES.restricted, (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.restrictedCategories, caller, { params: { companyId }, query }));
    }),
    serve(TAXONOMY_LIST_ROUTES.oldAttributes, (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.oldAttributes, caller, { params: { companyId }, query }));
    }),
  );
}
