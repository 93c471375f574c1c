/** Deleted Products (spec §2): the list and one deleted product, read from the marketplace service. */
import { deletedProductQueryToRaw, type DeletedProductListAnswer } from '@contract/catalog/deleted-product.query';
import { DELETED_PRODUCT_ROUTES } from '@contract/catalog/deleted-product.routes';
import type { DeletedProductAnswer } from '@contract/catalog/product.api';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function deletedProductsRoutes() {
  return apiRoutes(
    serve(DELETED_PRODUCT_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace<DeletedProductListAnswer>(caller, companyId, '/deleted-products', { query: deletedProductQueryToRaw(query) });
    }),
    serve(DELETED_PRODUCT_ROUTES.detail, async (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace<DeletedProductAnswer>(caller, companyId, `/deleted-products/${params.id}`);
    }),
  );
}
