/** The read-only taxonomy lists: mapping health, their categories (the cross picker), restricted categories, old attributes. */
import { TAXONOMY_LIST_ROUTES } from '@contract/catalog/taxonomy-lists.routes';
import { CATALOG_TAXONOMY_ROUTES as TAXONOMY } from '@contract/downstream/catalog-taxonomy.routes';
import { apiRoutes } from '../../lib/api-route';
import { forward } from '../../lib/forward';
import { taxonomyAnswer as via } from '../../lib/taxonomy-answer';

export function taxonomyListsRoutes() {
  return apiRoutes(
    forward(TAXONOMY_LIST_ROUTES.mappingHealth, TAXONOMY.mappingHealth, { via }),
    forward(TAXONOMY_LIST_ROUTES.marketplaceCategories, TAXONOMY.marketplaceCategories, { via }),
    forward(TAXONOMY_LIST_ROUTES.restricted, TAXONOMY.restrictedCategories, { via }),
    forward(TAXONOMY_LIST_ROUTES.oldAttributes, TAXONOMY.oldAttributes, { via }),
  );
}
