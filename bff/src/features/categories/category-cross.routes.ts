/**
 * Category Cross (spec §2/§4): a category's crossings to each marketplace. Reading is open to sellers; crossing and
 * uncrossing a category, an attribute or a value is staff work (catalog.manageCategories).
 */
import { CROSSING_ROUTES } from '@contract/catalog/crossing.routes';
import { CATALOG_TAXONOMY_ROUTES as TAXONOMY } from '@contract/downstream/catalog-taxonomy.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';
import { taxonomyAnswer } from './taxonomy-call';

export function categoryCrossRoutes() {
  return apiRoutes(
    serve(CROSSING_ROUTES.cross, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.categoryCross, caller, { params: { companyId, categoryId: params.id } }));
    }),
    serve(CROSSING_ROUTES.crossCategory, (c, { params: { id, marketplace }, body }) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.crossCategory, caller, { params: { companyId, categoryId: id, marketplace }, body }));
    }),
    serve(CROSSING_ROUTES.uncrossCategory, (c, { params: { id, marketplace } }) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.uncrossCategory, caller, { params: { companyId, categoryId: id, marketplace } }));
    }),
    serve(CROSSING_ROUTES.crossAttribute, (c, { params: { id, ...attribute }, body }) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.crossAttribute, caller, { params: { companyId, categoryId: id, ...attribute }, body }));
    }),
    serve(CROSSING_ROUTES.uncrossAttribute, (c, { params: { id, ...attribute } }) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.uncrossAttribute, caller, { params: { companyId, categoryId: id, ...attribute } }));
    }),
    serve(CROSSING_ROUTES.crossValue, (c, { params: { id, ...value }, body }) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.crossValue, caller, { params: { companyId, categoryId: id, ...value }, body }));
    }),
    serve(CROSSING_ROUTES.uncrossValue, (c, { params: { id, ...value } }) => {
      const { caller, companyId } = sellerScope(c);
      return taxonomyAnswer(c.get('services').call(TAXONOMY.uncrossValue, caller, { params: { companyId, categoryId: id, ...value } }));
    }),
  );
}
