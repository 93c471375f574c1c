/**
 * The marketplace service's product edit and deleted products (CATALOG_PRODUCT_ROUTES of
 * contract/downstream/catalog-products.routes.ts), over the world's catalogue operations. The company comes from the
 * path and the token's scope: another company's product is a 404.
 */
import { CATALOG_PRODUCT_ROUTES as ROUTES } from '@contract/downstream/catalog-products.routes';
import { getDeletedProduct, listDeletedProducts } from '@mocks/world/catalog/deleted-products';
import { getProductEdit, lookupProducts } from '@mocks/world/catalog/product-detail';
import { changeVariantImage, productImageFile, uploadVariantImage } from '@mocks/world/catalog/product-images';
import { productLogs } from '@mocks/world/catalog/product-logs';
import { updateProductBasic, updateProductTranslations } from '@mocks/world/catalog/product-operations';
import { productRatings } from '@mocks/world/catalog/product-ratings';
import { addVariant, deleteVariant, updateVariant, updateVariantTranslations } from '@mocks/world/catalog/product-variant-operations';
import { isRefusal, type Refusal } from '@mocks/world/refusal';
import type { World } from '@mocks/world/world';
import { refuse, fail } from './responses';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such product in this company.');

function settle<T extends object>(c: ServiceContext, result: T | undefined): Exclude<T, Refusal> | Response {
  if (result === undefined) return notFound(c);
  return isRefusal(result) ? refuse(c, result) : (result as Exclude<T, Refusal>);
}

export function mountCatalogProductsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const scoped = { world, notFound };

  serveService(app, ROUTES.getProduct, (c, { params: { companyId, productId } }) => settle(c, getProductEdit(world, companyId, productId, now())), scoped);
  serveService(
    app,
    ROUTES.updateBasic,
    (c, { params: { companyId, productId }, body }) => settle(c, updateProductBasic(world, companyId, productId, body, now())),
    scoped,
  );
  serveService(
    app,
    ROUTES.updateTranslations,
    (c, { params: { companyId, productId }, body }) => settle(c, updateProductTranslations(world, companyId, productId, body, now())),
    scoped,
  );
  serveService(app, ROUTES.productLogs, (c, { params: { companyId, productId } }) => settle(c, productLogs(world, companyId, productId)), scoped);
  serveService(app, ROUTES.productRatings, (c, { params: { companyId, productId } }) => settle(c, productRatings(world, companyId, productId)), scoped);
  serveService(
    app,
    ROUTES.imageFile,
    (c, { params: { companyId, productId, imageKey } }) => settle(c, productImageFile(world, companyId, productId, imageKey)),
    scoped,
  );

  serveService(
    app,
    ROUTES.addVariant,
    (c, { params: { companyId, productId }, body }) => settle(c, addVariant(world, companyId, productId, body, now())),
    scoped,
  );
  serveService(
    app,
    ROUTES.updateVariant,
    (c, { params: { companyId, productId, variantId }, body }) => settle(c, updateVariant(world, companyId, productId, variantId, body, now())),
    scoped,
  );
  serveService(
    app,
    ROUTES.deleteVariant,
    (c, { params: { companyId, productId, variantId } }) => settle(c, deleteVariant(world, companyId, productId, variantId, now())),
    scoped,
  );
  serveService(
    app,
    ROUTES.updateVariantTranslations,
    (c, { params: { companyId, productId, variantId }, body }) => settle(c, updateVariantTranslations(world, companyId, productId, variantId, body, now())),
    scoped,
  );
  serveService(
    app,
    ROUTES.uploadImage,
    (c, { params: { companyId, productId, variantId }, body }) => settle(c, uploadVariantImage(world, companyId, productId, variantId, body, now())),
    scoped,
  );
  serveService(
    app,
    ROUTES.makeDefaultImage,
    (c, { params: { companyId, productId, variantId }, body }) => settle(c, changeVariantImage(world, companyId, productId, variantId, 'default', body, now())),
    scoped,
  );
  serveService(
    app,
    ROUTES.removeImage,
    (c, { params: { companyId, productId, variantId }, body }) => settle(c, changeVariantImage(world, companyId, productId, variantId, 'remove', body, now())),
    scoped,
  );

  serveService(app, ROUTES.lookupProducts, (c, { params, query }) => settle(c, lookupProducts(world, params.companyId, query.ids)), {
    world,
    badQuery: (c) => fail(c, 400, 'bad_request', 'ids must be 1 to 100 product ids separated by commas.'),
  });
  serveService(app, ROUTES.listDeletedProducts, (c, { params, query }) => settle(c, listDeletedProducts(world, params.companyId, query)), {
    world,
    badQuery: (c) => fail(c, 400, 'bad_request', 'productIds must be a comma-separated list of ids.'),
  });
  serveService(
    app,
    ROUTES.getDeletedProduct,
    (c, { params: { companyId, productId } }) => settle(c, getDeletedProduct(world, companyId, productId, now())),
    scoped,
  );
}
