/** Deleted Products (spec §2): the list and one deleted product, read from the marketplace service. */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import type { DeletedProductAnswer } from '@contract/catalog/product.api';
import {
  deletedProductFilterProblems, deletedProductQueryToRaw, parseDeletedProductQuery, type DeletedProductListAnswer,
} from '@contract/catalog/deleted-product.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';
import { idParam, sellerScope } from '../../lib/seller-scope';
import { policy } from '../../middleware/policy';

const BROWSER_PAGE_SIZE_MAX = 100;

export function deletedProductsRoutes() {
  return new Hono<AppEnv>()
    .get(API.deletedProducts, policy.can('catalog.products'), async (c) => {
      const query = parseDeletedProductQuery(c.req.query(), BROWSER_PAGE_SIZE_MAX);
      const fields = deletedProductFilterProblems(query);
      if (fields) throw new ApiFailure('validation', { fields });
      const { caller, companyId } = sellerScope(c);
      const answer = await c.get('services').marketplace<DeletedProductListAnswer>(caller, companyId, '/deleted-products', { query: deletedProductQueryToRaw(query) });
      return c.json(answer);
    })
    .get(`${API.deletedProducts}/:id`, policy.can('catalog.products'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<DeletedProductAnswer>(caller, companyId, `/deleted-products/${id}`));
    });
}
