/** Deleted Products (spec §2): the list and one deleted product, read from the marketplace service. */
import { DELETED_PRODUCT_ROUTES } from '@contract/catalog/deleted-product.routes';
import { CATALOG_PRODUCT_ROUTES } from '@contract/downstream/catalog-products.routes';
import { apiRoutes } from '../../lib/api-route';
import { forward, idAs } from '../../lib/forward';

export function deletedProductsRoutes() {
  return apiRoutes(
    forward(DELETED_PRODUCT_ROUTES.list, CATALOG_PRODUCT_ROUTES.listDeletedProducts),
    forward(DELETED_PRODUCT_ROUTES.detail, CATALOG_PRODUCT_ROUTES.getDeletedProduct, { params: idAs('productId') }),
  );
}
