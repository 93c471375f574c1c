/**
 * A product's variants (spec §2 Product edit, Variants and Images tabs): add, update, translations, delete (cannot be
 * undone; the last one deletes the product) and images. Each answers the product edit as it stands afterwards; a SKU
 * another variant of the company has comes back as 409 skuInUse on the `sku` field. Path ids are read before the
 * body (contract/catalog/product.routes.ts), so a bad id is a 404 whatever was sent.
 */
import { PRODUCT_ROUTES } from '@contract/catalog/product.routes';
import { CATALOG_PRODUCT_ROUTES as PRODUCTS } from '@contract/downstream/catalog-products.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { forward, forwardBy, idAs } from '../../lib/forward';
import { sellerScope } from '../../lib/seller-scope';
import { readImageUpload } from './image-upload';

/** The service's route for each image action of the browser's path. */
const IMAGE_CHANGES = { default: PRODUCTS.makeDefaultImage, remove: PRODUCTS.removeImage } as const;

/** The browser's `/products/:id/variants/:variantId` as the service names them. */
const variantOf = ({ id, variantId }: { id: number; variantId: number }) => ({ productId: id, variantId });

export function variantRoutes() {
  return apiRoutes(
    forward(PRODUCT_ROUTES.addVariant, PRODUCTS.addVariant, { params: idAs('productId') }),
    forward(PRODUCT_ROUTES.updateVariant, PRODUCTS.updateVariant, { params: variantOf }),
    forward(PRODUCT_ROUTES.deleteVariant, PRODUCTS.deleteVariant, { params: variantOf }),
    forward(PRODUCT_ROUTES.variantTranslations, PRODUCTS.updateVariantTranslations, { params: variantOf }),
    serve(PRODUCT_ROUTES.uploadImage, async (c, { params: { id, variantId } }) => {
      const body = await readImageUpload(c);
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.uploadImage, caller, { params: { companyId, productId: id, variantId }, body });
    }),
    forwardBy(PRODUCT_ROUTES.changeImage, 'action', IMAGE_CHANGES, { params: variantOf }),
  );
}
