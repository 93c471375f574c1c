/** Deleted Products (spec §2): the list and one deleted product, read from the marketplace service. */
import { DELETED_PRODUCT_ROUTES } from '@contract/catalog/deleted-product.routes';
import { CATALOG_PRODUCT_ROUTES } from '@contract/downstream/catalog-products.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function deletedProductsRoutes() {
  return apiRoutes(
    serve(DELETED_PRODUCT_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(CATALOG_PRODUCT_ROUTES.listDeletedProducts, caller, { params: { companyId }, query });
    }),
    serve(DELETED_PRODUCT_ROUTES.detail, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(CATALOG_PRODUCT_ROUTES.getDeletedProduct, caller, { params: { companyId, productId: params.id } });
    }),
  );
}
