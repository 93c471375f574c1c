/**
 * Marketplace Products (spec §2 /products/mp-products): every variant's state on every marketplace, passed through.
 * Browser pages stop at BROWSER_PAGE_SIZE_MAX (the route's query codec).
 */
import { mpProductQueryToRaw, type MpProductListAnswer } from '@contract/catalog/mp-product.query';
import { MP_PRODUCT_ROUTES } from '@contract/catalog/mp-product.routes';
import { apiRoutes, jsonTextOf, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function mpProductsRoutes() {
  return apiRoutes(
    serve(MP_PRODUCT_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return jsonTextOf<MpProductListAnswer>(await c.get('services').marketplaceText(caller, companyId, '/mp-products', { query: mpProductQueryToRaw(query) }));
    }),
  );
}
