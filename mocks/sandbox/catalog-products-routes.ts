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
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { bodyChecked, invalidBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such product in this company.');

export function mountCatalogProductsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const scoped = { world, notFound };

  serveService(app, ROUTES.getProduct, (_c, { params: { companyId, productId } }) => getProductEdit(world, companyId, productId, now()), scoped);
  serveService(
    app,
    ROUTES.updateBasic,
    (_c, { params: { companyId, productId }, body }) => updateProductBasic(world, companyId, productId, body, now()),
    scoped,
  );
  serveService(
    app,
    ROUTES.updateTranslations,
    (_c, { params: { companyId, productId }, body }) => updateProductTranslations(world, companyId, productId, body, now()),
    scoped,
  );
  serveService(app, ROUTES.productLogs, (_c, { params: { companyId, productId } }) => productLogs(world, companyId, productId), scoped);
  serveService(app, ROUTES.productRatings, (_c, { params: { companyId, productId } }) => productRatings(world, companyId, productId), scoped);
  serveService(app, ROUTES.imageFile, (_c, { params: { companyId, productId, imageKey } }) => productImageFile(world, companyId, productId, imageKey), scoped);

  serveService(app, ROUTES.addVariant, (_c, { params: { companyId, productId }, body }) => addVariant(world, companyId, productId, body, now()), scoped);
  serveService(
    app,
    ROUTES.updateVariant,
    (_c, { params: { companyId, productId, variantId }, body }) => updateVariant(world, companyId, productId, variantId, body, now()),
    scoped,
  );
  serveService(
    app,
    ROUTES.deleteVariant,
    (_c, { params: { companyId, productId, variantId } }) => deleteVariant(world, companyId, productId, variantId, now()),
    scoped,
  );
  serveService(
    app,
    ROUTES.updateVariantTranslations,
    (_c, { params: { companyId, productId, variantId }, body }) => updateVariantTranslations(world, companyId, productId, variantId, body, now()),
    scoped,
  );
  serveService(
    app,
    ROUTES.uploadImage,
    bodyChecked(
      ROUTES.uploadImage,
      (_c, { params: { companyId, productId, variantId }, body }) => uploadVariantImage(world, companyId, productId, variantId, body, now()),
      invalidBody,
    ),
    scoped,
  );
  serveService(
    app,
    ROUTES.makeDefaultImage,
    (_c, { params: { companyId, productId, variantId }, body }) => changeVariantImage(world, companyId, productId, variantId, 'default', body, now()),
    scoped,
  );
  serveService(
    app,
    ROUTES.removeImage,
    (_c, { params: { companyId, productId, variantId }, body }) => changeVariantImage(world, companyId, productId, variantId, 'remove', body, now()),
    scoped,
  );

  serveService(app, ROUTES.lookupProducts, (_c, { params, query }) => lookupProducts(world, params.companyId, query.ids), {
    world,
    badQuery: (c) => fail(c, 400, 'bad_request', 'ids must be 1 to 100 product ids separated by commas.'),
  });
  serveService(app, ROUTES.listDeletedProducts, (_c, { params, query }) => listDeletedProducts(world, params.companyId, query), {
    world,
    badQuery: (c) => fail(c, 400, 'bad_request', 'productIds must be a comma-separated list of ids.'),
  });
  serveService(app, ROUTES.getDeletedProduct, (_c, { params: { companyId, productId } }) => getDeletedProduct(world, companyId, productId, now()), scoped);
}
