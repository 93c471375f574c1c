/**
 * Product edit (spec §2): the product with its variants, the Basic and Translations tabs, marketplace logs, ratings
 * and uploaded image files, and a lookup of products by ids, passed through to the marketplace service for the session's company.
 */
import { imageContentType } from '@contract/catalog/product.api';
import { PRODUCT_ROUTES } from '@contract/catalog/product.routes';
import { CATALOG_PRODUCT_ROUTES as PRODUCTS } from '@contract/downstream/catalog-products.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { forward, idAs } from '../../lib/forward';
import { sellerScope } from '../../lib/seller-scope';
import { serviceFileBytes } from '../../lib/service-file';

const productId = idAs('productId');

export function productEditRoutes() {
  return apiRoutes(
    forward(PRODUCT_ROUTES.lookup, PRODUCTS.lookupProducts),
    forward(PRODUCT_ROUTES.detail, PRODUCTS.getProduct, { params: productId }),
    forward(PRODUCT_ROUTES.updateBasic, PRODUCTS.updateBasic, { params: productId }),
    forward(PRODUCT_ROUTES.translations, PRODUCTS.updateTranslations, { params: productId }),
    forward(PRODUCT_ROUTES.logs, PRODUCTS.productLogs, { params: productId }),
    forward(PRODUCT_ROUTES.ratings, PRODUCTS.productRatings, { params: productId }),
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
