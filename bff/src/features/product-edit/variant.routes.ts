/**
 * A product's variants (spec §2 Product edit, Variants and Images tabs): add, update, translations, delete (cannot be
 * undone; the last one deletes the product) and images. Each answers the product edit as it stands afterwards; a SKU
 * another variant of the company has comes back as 409 skuInUse on the `sku` field.
 */
import { Hono, type Context } from 'hono';
import { API } from '@contract/api/paths';
import { variantSchema } from '@contract/catalog/catalog.schemas';
import { imageRefSchema, translationsBodySchema, type ProductEditAnswer } from '@contract/catalog/product.api';
import type { AppEnv } from '../../lib/app-env';
import type { CompanyCallOptions } from '../../lib/services';
import { idParam } from '../../lib/seller-scope';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';
import { readImageUpload } from './image-upload';
import { productCall } from './product-edit.routes';

const VARIANT = `${API.productEdit}/:id/variants/:variantId`;

/** A call about the variant in the path. */
function variantCall(c: Context<AppEnv>, path: string, options: CompanyCallOptions = {}): Promise<ProductEditAnswer> {
  const variantId = idParam(c.req.param('variantId'));
  return productCall<ProductEditAnswer>(c, `/variants/${variantId}${path}`, options);
}

/** Path ids are checked before the body, so a bad id is a 404 whatever was sent. */
function ids(c: Context<AppEnv>): void {
  idParam(c.req.param('id'));
  if (c.req.param('variantId') !== undefined) idParam(c.req.param('variantId'));
}

export function variantRoutes() {
  return new Hono<AppEnv>()
    .post(`${API.productEdit}/:id/variants`, policy.can('catalog.products'), async (c) => {
      ids(c);
      const body = await validBody(c, variantSchema);
      return c.json(await productCall<ProductEditAnswer>(c, '/variants', { method: 'POST', body }), 201);
    })
    .put(VARIANT, policy.can('catalog.products'), async (c) => {
      ids(c);
      const body = await validBody(c, variantSchema);
      return c.json(await variantCall(c, '', { method: 'PUT', body }));
    })
    .delete(VARIANT, policy.can('catalog.products'), async (c) => {
      ids(c);
      return c.json(await variantCall(c, '', { method: 'DELETE' }));
    })
    .put(`${VARIANT}/translations`, policy.can('catalog.products'), async (c) => {
      ids(c);
      const body = await validBody(c, translationsBodySchema);
      return c.json(await variantCall(c, '/translations', { method: 'PUT', body }));
    })
    .post(`${VARIANT}/images`, policy.can('catalog.products'), async (c) => {
      ids(c);
      const body = await readImageUpload(c);
      return c.json(await variantCall(c, '/images', { method: 'POST', body }));
    })
    .post(`${VARIANT}/images/:action{default|remove}`, policy.can('catalog.products'), async (c) => {
      ids(c);
      const body = await validBody(c, imageRefSchema);
      return c.json(await variantCall(c, `/images/${c.req.param('action')}`, { method: 'POST', body }));
    });
}
