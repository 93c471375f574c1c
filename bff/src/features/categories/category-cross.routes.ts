/**
 * Category Cross (spec §2/§4): a category's crossings to each marketplace. Reading is open to sellers; crossing and
 * uncrossing a category, an attribute or a value is staff work (catalog.manageCategories).
 */
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import { CROSSING_ROUTES } from '@contract/catalog/crossing.routes';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { apiRoutes, serve } from '../../lib/api-route';
import type { CompanyCallOptions } from '../../lib/services';
import { taxonomyCall } from './taxonomy-call';

interface CrossingParams {
  id: number;
  marketplace: MarketplaceCode;
  attributeId?: number;
  valueId?: number;
}

/** The service path of the crossing the request's path names, as deep as it goes. */
function crossingPath({ id, marketplace, attributeId, valueId }: CrossingParams): string {
  let path = `/categories/${id}/crossings/${marketplace}`;
  if (attributeId !== undefined) path += `/attributes/${attributeId}`;
  if (valueId !== undefined) path += `/values/${valueId}`;
  return path;
}

const put = (body: unknown): CompanyCallOptions => ({ method: 'PUT', body });
const remove: CompanyCallOptions = { method: 'DELETE' };

export function categoryCrossRoutes() {
  return apiRoutes(
    serve(CROSSING_ROUTES.cross, (c, { params }) => taxonomyCall<CategoryCrossAnswer>(c, `/categories/${params.id}/cross`)),
    serve(CROSSING_ROUTES.crossCategory, (c, { params, body }) => taxonomyCall<CategoryCrossAnswer>(c, crossingPath(params), put(body))),
    serve(CROSSING_ROUTES.uncrossCategory, (c, { params }) => taxonomyCall<CategoryCrossAnswer>(c, crossingPath(params), remove)),
    serve(CROSSING_ROUTES.crossAttribute, (c, { params, body }) => taxonomyCall<CategoryCrossAnswer>(c, crossingPath(params), put(body))),
    serve(CROSSING_ROUTES.uncrossAttribute, (c, { params }) => taxonomyCall<CategoryCrossAnswer>(c, crossingPath(params), remove)),
    serve(CROSSING_ROUTES.crossValue, (c, { params, body }) => taxonomyCall<CategoryCrossAnswer>(c, crossingPath(params), put(body))),
    serve(CROSSING_ROUTES.uncrossValue, (c, { params }) => taxonomyCall<CategoryCrossAnswer>(c, crossingPath(params), remove)),
  );
}
