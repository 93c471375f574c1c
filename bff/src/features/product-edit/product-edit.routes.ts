/**
 * Product edit (spec §2): the product with its variants, the Basic and Translations tabs, marketplace logs, ratings
 * and uploaded image files, and a lookup of products by ids, passed through to the marketplace service for the session's company.
 */
import type { Context } from 'hono';
import {
  imageContentType, type ProductEditAnswer, type ProductLogsAnswer, type ProductRatingsAnswer, type ProductSummaryListAnswer,
} from '@contract/catalog/product.api';
import { PRODUCT_ROUTES } from '@contract/catalog/product.routes';
import type { ImageFileAnswer } from '@contract/downstream/catalog-products';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppEnv } from '../../lib/app-env';
import type { CompanyCallOptions } from '../../lib/services';
import { sellerScope } from '../../lib/seller-scope';


/** A marketplace call about product `id`, for the session's company. */
export function productCall<T>(c: Context<AppEnv>, id: number, path = '', options: CompanyCallOptions = {}): Promise<T> {
  const { caller, companyId } = sellerScope(c);
  return c.get('services').marketplace<T>(caller, companyId, `/products/${id}${path}`, options);
}

export function productEditRoutes() {
  return apiRoutes(
    serve(PRODUCT_ROUTES.lookup, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace<ProductSummaryListAnswer>(caller, companyId, '/products', { query: { ids: query.ids.join(',') } });
    }),
    serve(PRODUCT_ROUTES.detail, (c, { params }) => productCall<ProductEditAnswer>(c, params.id)),
    serve(PRODUCT_ROUTES.updateBasic, (c, { params, body }) => productCall<ProductEditAnswer>(c, params.id, '', { method: 'PUT', body })),
    serve(PRODUCT_ROUTES.translations, (c, { params, body }) => productCall<ProductEditAnswer>(c, params.id, '/translations', { method: 'PUT', body })),
    serve(PRODUCT_ROUTES.logs, (c, { params }) => productCall<ProductLogsAnswer>(c, params.id, '/logs')),
    serve(PRODUCT_ROUTES.ratings, (c, { params }) => productCall<ProductRatingsAnswer>(c, params.id, '/ratings')),
    serve(PRODUCT_ROUTES.imageFile, async (c, { params: { id, imageKey } }) => {
      const file = await productCall<ImageFileAnswer>(c, id, `/images/${imageKey}`);
      return c.body(Buffer.from(file.contentBase64, 'base64'), 200, {
        'content-type': imageContentType(file.fileName),
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=3600',
      });
    }),
  );
}
