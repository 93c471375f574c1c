/**
 * Product edit (spec §2): the product with its variants, the Basic and Translations tabs, marketplace logs, ratings
 * and uploaded image files, and a lookup of products by ids, passed through to the marketplace service for the session's company.
 */
import { imageContentType } from '@contract/catalog/product.api';
import { PRODUCT_ROUTES } from '@contract/catalog/product.routes';
import { CATALOG_PRODUCT_ROUTES as PRODUCTS } from '@contract/downstream/catalog-products.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';
import { serviceFileBytes } from '../../lib/service-file';

export function productEditRoutes() {
  return apiRoutes(
    serve(PRODUCT_ROUTES.lookup, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.lookupProducts, caller, { params: { companyId }, query });
    }),
    serve(PRODUCT_ROUTES.detail, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.getProduct, caller, { params: { companyId, productId: params.id } });
    }),
    serve(PRODUCT_ROUTES.updateBasic, (c, { params, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.updateBasic, caller, { params: { companyId, productId: params.id }, body });
    }),
    serve(PRODUCT_ROUTES.translations, (c, { params, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.updateTranslations, caller, { params: { companyId, productId: params.id }, body });
    }),
    serve(PRODUCT_ROUTES.logs, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.productLogs, caller, { params: { companyId, productId: params.id } });
    }),
    serve(PRODUCT_ROUTES.ratings, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.productRatings, caller, { params: { companyId, productId: params.id } });
    }),
    serve(PRODUCT_ROUTES.imageFile, async (c, { params: { id, imageKey } }) => {
      const { caller, companyId } = sellerScope(c);
      const file = await c.get('services').call(PRODUCTS.imageFile, caller, { params: { companyId, productId: id, imageKey } });
      return c.body(serviceFileBytes(file.contentBase64), 200, {
        'content-type': imageContentType(file.fileName),
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=3600',
      });
    }),
  );
}
