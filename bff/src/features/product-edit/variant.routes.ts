/**
 * A product's variants (spec §2 Product edit, Variants and Images tabs): add, update, translations, delete (cannot be
 * undone; the last one deletes the product) and images. Each answers the product edit as it stands afterwards; a SKU
 * another variant of the company has comes back as 409 skuInUse on the `sku` field. Path ids are read before the
 * body (contract/catalog/product.routes.ts), so a bad id is a 404 whatever was sent.
 */
import type { Context } from 'hono';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { PRODUCT_ROUTES } from '@contract/catalog/product.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppEnv } from '../../lib/app-env';
import type { CompanyCallOptions } from '../../lib/services';
import { readImageUpload } from './image-upload';
import { productCall } from './product-edit.routes';

interface VariantParams {
  id: number;
  variantId: number;
}

/** A call about the variant in the path. */
function variantCall(c: Context<AppEnv>, { id, variantId }: VariantParams, path: string, options: CompanyCallOptions = {}): Promise<ProductEditAnswer> {
  return productCall<ProductEditAnswer>(c, id, `/variants/${variantId}${path}`, options);
}

export function variantRoutes() {
  return apiRoutes(
    serve(PRODUCT_ROUTES.addVariant, (c, { params, body }) => productCall<ProductEditAnswer>(c, params.id, '/variants', { method: 'POST', body })),
    serve(PRODUCT_ROUTES.updateVariant, (c, { params, body }) => variantCall(c, params, '', { method: 'PUT', body })),
    serve(PRODUCT_ROUTES.deleteVariant, (c, { params }) => variantCall(c, params, '', { method: 'DELETE' })),
    serve(PRODUCT_ROUTES.variantTranslations, (c, { params, body }) => variantCall(c, params, '/translations', { method: 'PUT', body })),
    serve(PRODUCT_ROUTES.uploadImage, async (c, { params }) => variantCall(c, params, '/images', { method: 'POST', body: await readImageUpload(c) })),
    serve(PRODUCT_ROUTES.changeImage, (c, { params, body }) => variantCall(c, params, `/images/${params.action}`, { method: 'POST', body })),
  );
}
