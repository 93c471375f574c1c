/**
 * The BFF's product edit and deleted products API (API.productEdit, API.deletedProducts) over the world's catalogue
 * operations: bodies checked with the contract's schemas first, like the BFF, then the service's own rules. The
 * 'empty' scenario knows no products.
 */
import type { Request, Response } from 'miragejs';
import { API } from '@contract/api/paths';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { productBasicSchema, variantSchema } from '@contract/catalog/catalog.schemas';
import { deletedProductFilterProblems, parseDeletedProductQuery, type DeletedProductListAnswer } from '@contract/catalog/deleted-product.query';
import { imageRefSchema, productLookupIds, translationsBodySchema } from '@contract/catalog/product.api';
import type { AnyObjectSchema } from 'yup';
import { getDeletedProduct, listDeletedProducts } from '@mocks/world/catalog/deleted-products';
import { getProductEdit, lookupProducts } from '@mocks/world/catalog/product-detail';
import { changeVariantImage } from '@mocks/world/catalog/product-images';
import { productLogs } from '@mocks/world/catalog/product-logs';
import { updateProductBasic, updateProductTranslations } from '@mocks/world/catalog/product-operations';
import { productRatings } from '@mocks/world/catalog/product-ratings';
import { addVariant, deleteVariant, updateVariant, updateVariantTranslations } from '@mocks/world/catalog/product-variant-operations';
import type { MockRoute } from './mock-route';
import { uploadImageRoute } from './product-image-route';
import { bodyOf, failure, json } from './respond';
import { onProduct, productAnswer } from './product-scope';
import { isResponse, rawQueryOf, sellerScope } from './seller-scope';

const route = (method: MockRoute['method'], path: string, handle: MockRoute['handle']): MockRoute =>
  ({ method, path, handle, errorsScenario: 'downstreamUnavailable' });

/** The body checked with the BFF's schema before the world sees it. */
function checked(request: Request, schema: AnyObjectSchema, run: (body: Record<string, unknown>) => Response): Response {
  const body = bodyOf(request);
  const problems = fieldErrors(schema, body);
  return problems ? failure('validation', problems) : run(body);
}

const P = `${API.productEdit}/:id`;
const V = `${P}/variants/:variantId`;

export const CATALOG_PRODUCT_ROUTES: readonly MockRoute[] = [
  route('get', API.productEdit, (request, context) => {
    const scope = sellerScope(context, 'catalog.products');
    if (isResponse(scope)) return scope;
    const ids = productLookupIds(rawQueryOf(request).ids);
    if (!Array.isArray(ids)) return failure('validation', ids);
    if (context.scenario === 'empty') return json(200, { items: [] });
    return productAnswer(lookupProducts(context.world, scope.companyId, ids));
  }),
  route('get', P, (request, context) => onProduct(request, context, ({ companyId, productId }) =>
    productAnswer(getProductEdit(context.world, companyId, productId, context.now())))),
  route('put', P, (request, context) => onProduct(request, context, ({ companyId, productId }) => checked(request, productBasicSchema, (body) =>
    productAnswer(updateProductBasic(context.world, companyId, productId, body, context.now()))))),
  route('put', `${P}/translations`, (request, context) => onProduct(request, context, ({ companyId, productId }) => checked(request, translationsBodySchema, (body) =>
    productAnswer(updateProductTranslations(context.world, companyId, productId, body, context.now()))))),
  route('get', `${P}/logs`, (request, context) => onProduct(request, context, ({ companyId, productId }) =>
    productAnswer(productLogs(context.world, companyId, productId)))),
  route('get', `${P}/ratings`, (request, context) => onProduct(request, context, ({ companyId, productId }) =>
    productAnswer(productRatings(context.world, companyId, productId)))),
  route('post', `${P}/variants`, (request, context) => onProduct(request, context, ({ companyId, productId }) => checked(request, variantSchema, (body) =>
    productAnswer(addVariant(context.world, companyId, productId, body, context.now()), 201)))),
  route('put', V, (request, context) => onProduct(request, context, ({ companyId, productId, variantId }) => checked(request, variantSchema, (body) =>
    productAnswer(updateVariant(context.world, companyId, productId, variantId, body, context.now()))))),
  route('delete', V, (request, context) => onProduct(request, context, ({ companyId, productId, variantId }) =>
    productAnswer(deleteVariant(context.world, companyId, productId, variantId, context.now())))),
  route('put', `${V}/translations`, (request, context) => onProduct(request, context, ({ companyId, productId, variantId }) => checked(request, translationsBodySchema, (body) =>
    productAnswer(updateVariantTranslations(context.world, companyId, productId, variantId, body, context.now()))))),
  route('post', `${V}/images`, uploadImageRoute),
  ...(['default', 'remove'] as const).map((action) => route('post', `${V}/images/${action}`, (request, context) =>
    onProduct(request, context, ({ companyId, productId, variantId }) => checked(request, imageRefSchema, (body) =>
      productAnswer(changeVariantImage(context.world, companyId, productId, variantId, action, body, context.now())))))),
  route('get', API.deletedProducts, (request, context) => {
    const scope = sellerScope(context, 'catalog.products');
    if (isResponse(scope)) return scope;
    const query = parseDeletedProductQuery(rawQueryOf(request), 100);
    const problems = deletedProductFilterProblems(query);
    if (problems) return failure('validation', problems);
    if (context.scenario === 'empty') return json(200, { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: {} } satisfies DeletedProductListAnswer);
    return productAnswer(listDeletedProducts(context.world, scope.companyId, query));
  }),
  route('get', `${API.deletedProducts}/:id`, (request, context) => onProduct(request, context, ({ companyId, productId }) =>
    productAnswer(getDeletedProduct(context.world, companyId, productId, context.now())))),
];
