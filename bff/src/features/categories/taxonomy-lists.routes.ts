/** The read-only taxonomy lists: mapping health, their categories (the cross picker), restricted categories, old attributes. */
import type { MarketplaceCategoryListAnswer } from '@contract/catalog/crossing.api';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import {
  marketplaceCategoryQueryToRaw, oldAttributeQueryToRaw, searchListQueryToRaw, type OldAttributeListAnswer, type RestrictedCategoryListAnswer,
} from '@contract/catalog/taxonomy-lists.query';
import { TAXONOMY_LIST_ROUTES } from '@contract/catalog/taxonomy-lists.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { taxonomyCall } from './taxonomy-call';

export function taxonomyListsRoutes() {
  return apiRoutes(
    serve(TAXONOMY_LIST_ROUTES.mappingHealth, (c) => taxonomyCall<MappingHealthAnswer>(c, '/mapping-health')),
    serve(TAXONOMY_LIST_ROUTES.marketplaceCategories, (c, { query }) =>
      taxonomyCall<MarketplaceCategoryListAnswer>(c, '/marketplace-categories', { query: marketplaceCategoryQueryToRaw(query) })),
    serve(TAXONOMY_LIST_ROUTES.restricted, (c, { query }) =>
      taxonomyCall<RestrictedCategoryListAnswer>(c, '/restricted-categories', { query: searchListQueryToRaw(query) })),
    serve(TAXONOMY_LIST_ROUTES.oldAttributes, (c, { query }) => taxonomyCall<OldAttributeListAnswer>(c, '/old-attributes', { query: oldAttributeQueryToRaw(query) })),
  );
}
