/**
 * Product edit (spec §2): the product with its variants, the Basic and Translations tabs, marketplace logs, ratings
 * and uploaded image files, and a lookup of products by ids, passed through to the marketplace service for the session's company.
 */
import { Hono, type Context } from 'hono';
import { API } from '@contract/api/paths';
import { productBasicSchema } from '@contract/catalog/catalog.schemas';
import {
  imageContentType, productLookupIds, translationsBodySchema, type ProductEditAnswer, type ProductLogsAnswer, type ProductRatingsAnswer, type ProductSummaryListAnswer,
} from '@contract/catalog/product.api';
import type { ImageFileAnswer } from '@contract/downstream/catalog-products';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';
import { idParam, sellerScope } from '../../lib/seller-scope';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';
import type { CompanyCallOptions } from '../../lib/services';

const IMAGE_KEY = /^[\w.-]{1,80}$/;

/** A marketplace call about the product in the path, for the session's company. */
export function productCall<T>(c: Context<AppEnv>, path = '', options: CompanyCallOptions = {}): Promise<T> {
  const id = idParam(c.req.param('id'));
  const { caller, companyId } = sellerScope(c);
  return c.get('services').marketplace<T>(caller, companyId, `/products/${id}${path}`, options);
}

export function productEditRoutes() {
  return new Hono<AppEnv>()
    .get(API.productEdit, policy.can('catalog.products'), async (c) => {
      const ids = productLookupIds(c.req.query('ids'));
      if (!Array.isArray(ids)) throw new ApiFailure('validation', { fields: ids });
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<ProductSummaryListAnswer>(caller, companyId, '/products', { query: { ids: ids.join(',') } }));
    })
    .get(`${API.productEdit}/:id`, policy.can('catalog.products'), async (c) => c.json(await productCall<ProductEditAnswer>(c)))
    .put(`${API.productEdit}/:id`, policy.can('catalog.products'), async (c) => {
      idParam(c.req.param('id'));
      const body = await validBody(c, productBasicSchema);
      return c.json(await productCall<ProductEditAnswer>(c, '', { method: 'PUT', body }));
    })
    .put(`${API.productEdit}/:id/translations`, policy.can('catalog.products'), async (c) => {
      idParam(c.req.param('id'));
      const body = await validBody(c, translationsBodySchema);
      return c.json(await productCall<ProductEditAnswer>(c, '/translations', { method: 'PUT', body }));
    })
    .get(`${API.productEdit}/:id/logs`, policy.can('catalog.products'), async (c) => c.json(await productCall<ProductLogsAnswer>(c, '/logs')))
    .get(`${API.productEdit}/:id/ratings`, policy.can('catalog.products'), async (c) => c.json(await productCall<ProductRatingsAnswer>(c, '/ratings')))
    .get(`${API.productEdit}/:id/images/:imageKey`, policy.can('catalog.products'), async (c) => {
      const key = c.req.param('imageKey');
      if (!IMAGE_KEY.test(key)) throw new ApiFailure('notFound');
      const file = await productCall<ImageFileAnswer>(c, `/images/${key}`);
      return c.body(Buffer.from(file.contentBase64, 'base64'), 200, {
        'content-type': imageContentType(file.fileName),
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=3600',
      });
    });
}
