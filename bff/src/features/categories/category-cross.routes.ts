/**
 * Category Cross (spec §2/§4): a category's crossings to each marketplace. Reading is open to sellers; crossing and
 * uncrossing a category, an attribute or a value is staff work (catalog.manageCategories).
 */
import { CROSSING_ROUTES } from '@contract/catalog/crossing.routes';
import { CATALOG_TAXONOMY_ROUTES as TAXONOMY } from '@contract/downstream/catalog-taxonomy.routes';
import { apiRoutes } from '../../lib/api-route';
import { forward, idAs } from '../../lib/forward';
import { taxonomyAnswer as via } from '../../lib/taxonomy-answer';

/** The browser's `/categories/:id/…` as the service names it, the marketplace, attribute and value params as they are. */
const crossing = <P extends { id: number }>({ id, ...rest }: P) => ({ categoryId: id, ...rest });

export function categoryCrossRoutes() {
  return apiRoutes(
    forward(CROSSING_ROUTES.cross, TAXONOMY.categoryCross, { params: idAs('categoryId'), via }),
    forward(CROSSING_ROUTES.crossCategory, TAXONOMY.crossCategory, { params: crossing, via }),
    forward(CROSSING_ROUTES.uncrossCategory, TAXONOMY.uncrossCategory, { params: crossing, via }),
    forward(CROSSING_ROUTES.crossAttribute, TAXONOMY.crossAttribute, { params: crossing, via }),
    forward(CROSSING_ROUTES.uncrossAttribute, TAXONOMY.uncrossAttribute, { params: crossing, via }),
    forward(CROSSING_ROUTES.crossValue, TAXONOMY.crossValue, { params: crossing, via }),
    forward(CROSSING_ROUTES.uncrossValue, TAXONOMY.uncrossValue, { params: crossing, via }),
  );
}
