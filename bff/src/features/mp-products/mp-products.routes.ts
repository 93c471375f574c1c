/**
 * Marketplace Products (spec §2 /products/mp-products): every variant's state on every marketplace, passed through.
 * Browser pages stop at BROWSER_PAGE_SIZE_MAX (the route's query codec).
 */
import { MP_PRODUCT_ROUTES } from '@contract/catalog/mp-product.routes';
import { CATALOG_SETTING_ROUTES } from '@contract/downstream/catalog-settings.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function mpProductsRoutes() {
  return apiRoutes(
    serve(MP_PRODUCT_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').callText(CATALOG_SETTING_ROUTES.listMpProducts, caller, { params: { companyId }, query });
    }),
  );
}
