/**
 * A product's variants (spec §2 Product edit, Variants and Images tabs): add, update, translations, delete (cannot be
 * undone; the last one deletes the product) and images. Each answers the product edit as it stands afterwards; a SKU
 * another variant of the company has comes back as 409 skuInUse on the `sku` field. Path ids are read before the
 * body (contract/catalog/product.routes.ts), so a bad id is a 404 whatever was sent.
 */
import { PRODUCT_ROUTES } from '@contract/catalog/product.routes';
import { CATALOG_PRODUCT_ROUTES as PRODUCTS } from '@contract/downstream/catalog-products.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';
import { readImageUpload } from './image-upload';

/** The service's route for each image action of the browser's path. */
const IMAGE_CHANGES = { default: PRODUCTS.makeDefaultImage, remove: PRODUCTS.removeImage } as const;

export function variantRoutes() {
  return apiRoutes(
    serve(PRODUCT_ROUTES.addVariant, (c, { params, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.addVariant, caller, { params: { companyId, productId: params.id }, body });
    }),
    serve(PRODUCT_ROUTES.updateVariant, (c, { params: { id, variantId }, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.updateVariant, caller, { params: { companyId, productId: id, variantId }, body });
    }),
    serve(PRODUCT_ROUTES.deleteVariant, (c, { params: { id, variantId } }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.deleteVariant, caller, { params: { companyId, productId: id, variantId } });
    }),
    serve(PRODUCT_ROUTES.variantTranslations, (c, { params: { id, variantId }, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.updateVariantTranslations, caller, { params: { companyId, productId: id, variantId }, body });
    }),
    serve(PRODUCT_ROUTES.uploadImage, async (c, { params: { id, variantId } }) => {
      const body = await readImageUpload(c);
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(PRODUCTS.uploadImage, caller, { params: { companyId, productId: id, variantId }, body });
    }),
    serve(PRODUCT_ROUTES.changeImage, (c, { params: { id, variantId, action }, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(IMAGE_CHANGES[action], caller, { params: { companyId, productId: id, variantId }, body });
    }),
  );
}
