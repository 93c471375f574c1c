/**
 * Marketplace Products (spec §2 /products/mp-products): every variant's state on every marketplace, passed through.
 * Browser pages stop at the largest of PAGE_SIZES (parsePageSize's default).
 */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { mpProductFilterProblems, mpProductQueryToRaw, parseMpProductQuery } from '@contract/catalog/mp-product.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';
import { sellerScope } from '../../lib/seller-scope';
import { policy } from '../../middleware/policy';
import { jsonText } from '../../lib/json-text';

export function mpProductsRoutes() {
  return new Hono<AppEnv>()
    .get(API.mpProducts, policy.can('catalog.products'), async (c) => {
      const query = parseMpProductQuery(c.req.query());
      const fields = mpProductFilterProblems(query);
      if (fields) throw new ApiFailure('validation', { fields });
      const { caller, companyId } = sellerScope(c);
      return jsonText(c, await c.get('services').marketplaceText(caller, companyId, '/mp-products', { query: mpProductQueryToRaw(query) }));
    });
}
