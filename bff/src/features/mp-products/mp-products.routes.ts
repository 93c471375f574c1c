/**
 * Marketplace Products (spec §2 /products/mp-products): every variant's state on every marketplace, passed through.
 * Browser pages stop at BROWSER_PAGE_SIZE_MAX (the route's query codec).
 */
import { MP_PRODUCT_ROUTES } from '@contract/catalog/mp-product.routes';
import { CATALOG_SETTING_ROUTES } from '@contract/downstream/catalog-settings.routes';
import { apiRoutes } from '../../lib/api-route';
import { forward } from '../../lib/forward';

export function mpProductsRoutes() {
  return apiRoutes(forward(MP_PRODUCT_ROUTES.list, CATALOG_SETTING_ROUTES.listMpProducts, { answer: 'text' }));
}
