/**
 * The marketplace service's product edit and deleted products (contract/downstream/catalog-products.ts) under
 * /v1/companies/:companyId, over the world's catalogue operations. The company comes from the path and the token's scope:
 * another company's product is a 404.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS } from '@contract/api/error-status';
import { deletedProductFilterProblems, parseDeletedProductQuery } from '@contract/catalog/deleted-product.query';
import { productLookupIds } from '@contract/catalog/product.api';
import { ERROR_MESSAGES } from '@contract/errors';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import { getDeletedProduct, listDeletedProducts } from '@mocks/world/catalog/deleted-products';
import { getProductEdit, lookupProducts } from '@mocks/world/catalog/product-detail';
import { changeVariantImage, productImageFile, uploadVariantImage } from '@mocks/world/catalog/product-images';
import { productLogs } from '@mocks/world/catalog/product-logs';
import { updateProductBasic, updateProductTranslations } from '@mocks/world/catalog/product-operations';
import { productRatings } from '@mocks/world/catalog/product-ratings';
import { addVariant, deleteVariant, updateVariant, updateVariantTranslations } from '@mocks/world/catalog/product-variant-operations';
import { isRefusal, type Refusal } from '@mocks/world/catalog/refusal';
import type { World } from '@mocks/world/world';
import type { SandboxEnv } from './jwt-guard';
import { companyOf } from './orders-routes';
import { fail, jsonBody, positiveInt } from './responses';
import type { ServiceApp } from './service-app';

type Ctx = Context<SandboxEnv>;
const PRODUCT = '/v1/companies/:companyId/products/:productId';
const VARIANT = `${PRODUCT}/variants/:variantId`;
const notFound = (c: Ctx) => fail(c, 404, 'not_found', 'No such product in this company.');

/** 409 for business refusals, 413 for a file over the limit, 400 for bad input; with the fields they belong to. */
function refuse(c: Ctx, { code, fields }: Refusal) {
  const status = (ERROR_STATUS[code] === 409 || ERROR_STATUS[code] === 413 ? ERROR_STATUS[code] : 400) as ContentfulStatusCode;
  return c.json({ error: code, message: ERROR_MESSAGES[code], ...(fields ? { fields } : {}) }, status);
}

function answer(c: Ctx, result: object | undefined) {
  if (result === undefined) return notFound(c);
  return isRefusal(result) ? refuse(c, result) : c.json(result);
}

interface Ids { companyId: number; productId: number; variantId: number }

/** Runs `work` with the path's company (the token may read it) and ids; a bad id is a 404. */
function withIds(c: Ctx, world: World, work: (ids: Ids) => Response | Promise<Response>) {
  const companyId = companyOf(c, world);
  if (companyId instanceof Response) return companyId;
  const productId = positiveInt(c.req.param('productId'));
  const rawVariant = c.req.param('variantId');
  const variantId = rawVariant === undefined ? 0 : positiveInt(rawVariant);
  return productId === null || variantId === null ? notFound(c) : work({ companyId, productId, variantId });
}

export function mountCatalogProductsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const on = (work: (c: Ctx, ids: Ids) => Response | Promise<Response>) => (c: Ctx) => withIds(c, world, (ids) => work(c, ids));

  app.get(PRODUCT, on((c, { companyId, productId }) => answer(c, getProductEdit(world, companyId, productId, now()))));
  app.put(PRODUCT, on(async (c, { companyId, productId }) => answer(c, updateProductBasic(world, companyId, productId, await jsonBody(c), now()))));
  app.put(`${PRODUCT}/translations`, on(async (c, { companyId, productId }) =>
    answer(c, updateProductTranslations(world, companyId, productId, await jsonBody(c), now()))));
  app.get(`${PRODUCT}/logs`, on((c, { companyId, productId }) => answer(c, productLogs(world, companyId, productId))));
  app.get(`${PRODUCT}/ratings`, on((c, { companyId, productId }) => answer(c, productRatings(world, companyId, productId))));
  app.get(`${PRODUCT}/images/:imageKey`, on((c, { companyId, productId }) => answer(c, productImageFile(world, companyId, productId, c.req.param('imageKey') ?? ''))));

  app.post(`${PRODUCT}/variants`, on(async (c, { companyId, productId }) => {
    const result = addVariant(world, companyId, productId, await jsonBody(c), now());
    return result && !isRefusal(result) ? c.json(result, 201) : answer(c, result);
  }));
  app.put(VARIANT, on(async (c, { companyId, productId, variantId }) => answer(c, updateVariant(world, companyId, productId, variantId, await jsonBody(c), now()))));
  app.delete(VARIANT, on((c, { companyId, productId, variantId }) => answer(c, deleteVariant(world, companyId, productId, variantId, now()))));
  app.put(`${VARIANT}/translations`, on(async (c, { companyId, productId, variantId }) =>
    answer(c, updateVariantTranslations(world, companyId, productId, variantId, await jsonBody(c), now()))));
  app.post(`${VARIANT}/images`, on(async (c, { companyId, productId, variantId }) =>
    answer(c, uploadVariantImage(world, companyId, productId, variantId, await jsonBody(c), now()))));
  app.post(`${VARIANT}/images/:action{default|remove}`, on(async (c, { companyId, productId, variantId }) => {
    const action = c.req.param('action') === 'default' ? 'default' : 'remove';
    return answer(c, changeVariantImage(world, companyId, productId, variantId, action, await jsonBody(c), now()));
  }));

  app.get('/v1/companies/:companyId/products', (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const ids = productLookupIds(c.req.query('ids'));
    if (!Array.isArray(ids)) return fail(c, 400, 'bad_request', 'ids must be 1 to 100 product ids separated by commas.');
    return answer(c, lookupProducts(world, companyId, ids));
  });
  app.get('/v1/companies/:companyId/deleted-products', (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const query = parseDeletedProductQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX);
    if (deletedProductFilterProblems(query)) return fail(c, 400, 'bad_request', 'productIds must be a comma-separated list of ids.');
    return answer(c, listDeletedProducts(world, companyId, query));
  });
  app.get('/v1/companies/:companyId/deleted-products/:productId', on((c, { companyId, productId }) => answer(c, getDeletedProduct(world, companyId, productId, now()))));
}
