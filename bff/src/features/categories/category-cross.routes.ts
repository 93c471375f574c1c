/**
 * Category Cross (spec §2/§4): a category's crossings to each marketplace. Reading is open to sellers; crossing and
 * uncrossing a category, an attribute or a value is staff work (catalog.manageCategories).
 */
import { Hono, type Context } from 'hono';
import { API } from '@contract/api/paths';
import {
  crossAttributeSchema, crossCategorySchema, crossValueSchema, type CategoryCrossAnswer,
} from '@contract/catalog/crossing.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';
import { idParam } from '../../lib/seller-scope';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';
import { taxonomyCall } from './taxonomy-call';

const CROSSING = `${API.categories}/:id/crossings/:marketplace`;
const ATTRIBUTE = `${CROSSING}/attributes/:attributeId`;
const VALUE = `${ATTRIBUTE}/values/:valueId`;

function marketplaceParam(value: string | undefined): MarketplaceCode {
  if (!MARKETPLACE_CODES.includes(value as MarketplaceCode)) throw new ApiFailure('notFound');
  return value as MarketplaceCode;
}

/** The service path of the crossing the request's path names, as deep as it goes. */
function crossingPath(c: Context<AppEnv>): string {
  const id = idParam(c.req.param('id'));
  const marketplace = marketplaceParam(c.req.param('marketplace'));
  const attribute = c.req.param('attributeId');
  const value = c.req.param('valueId');
  let path = `/categories/${id}/crossings/${marketplace}`;
  if (attribute !== undefined) path += `/attributes/${idParam(attribute)}`;
  if (value !== undefined) path += `/values/${idParam(value)}`;
  return path;
}

const manage = () => policy.can('catalog.manageCategories');

export function categoryCrossRoutes() {
  return new Hono<AppEnv>()
    .get(`${API.categories}/:id/cross`, policy.can('catalog.categories'), async (c) => {
      const id = idParam(c.req.param('id'));
      return c.json(await taxonomyCall<CategoryCrossAnswer>(c, `/categories/${id}/cross`));
    })
    .put(CROSSING, manage(), async (c) => {
      const path = crossingPath(c);
      const body = await validBody(c, crossCategorySchema);
      return c.json(await taxonomyCall<CategoryCrossAnswer>(c, path, { method: 'PUT', body }));
    })
    .delete(CROSSING, manage(), async (c) => c.json(await taxonomyCall<CategoryCrossAnswer>(c, crossingPath(c), { method: 'DELETE' })))
    .put(ATTRIBUTE, manage(), async (c) => {
      const path = crossingPath(c);
      const body = await validBody(c, crossAttributeSchema);
      return c.json(await taxonomyCall<CategoryCrossAnswer>(c, path, { method: 'PUT', body }));
    })
    .delete(ATTRIBUTE, manage(), async (c) => c.json(await taxonomyCall<CategoryCrossAnswer>(c, crossingPath(c), { method: 'DELETE' })))
    .put(VALUE, manage(), async (c) => {
      const path = crossingPath(c);
      const body = await validBody(c, crossValueSchema);
      return c.json(await taxonomyCall<CategoryCrossAnswer>(c, path, { method: 'PUT', body }));
    })
    .delete(VALUE, manage(), async (c) => c.json(await taxonomyCall<CategoryCrossAnswer>(c, crossingPath(c), { method: 'DELETE' })));
}
