/**
 * The marketplace service's variant list, bulk quick edit and product validation (CATALOG_VARIANT_ROUTES of
 * contract/downstream/catalog-variants.routes.ts), over the world's catalogue operations. The company comes from the
 * path and must be the token's; a refused bulk save answers 400 `{ error: 'validation', fields }` with every failing row.
 */
import { ERROR_MESSAGES } from '@contract/errors';
import type { QuickEditRefusal } from '@contract/downstream/catalog-variants';
import { CATALOG_VARIANT_ROUTES as ROUTES } from '@contract/downstream/catalog-variants.routes';
import { hasProductValidation } from '@mocks/world/catalog/admin-products-validation';
import { listProductValidation } from '@mocks/world/catalog/product-validation';
import { quickEditVariants } from '@mocks/world/catalog/quick-edit';
import { listVariants } from '@mocks/world/catalog/variant-list';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { serveService } from './serve-service';
import type { ServiceApp } from './service-app';

export function mountCatalogVariantRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, ROUTES.listVariants, (_c, { params, query }) => listVariants(world, params.companyId, query, now()), { world });

  serveService(
    app,
    ROUTES.quickEdit,
    (c, { params, body }) => {
      const result = quickEditVariants(world, params.companyId, body, now());
      if (result === undefined) return fail(c, 404, 'not_found', 'This company has no catalogue.');
      if ('code' in result) return c.json<QuickEditRefusal>({ error: 'validation', message: ERROR_MESSAGES.validation, fields: result.fields ?? {} }, 400);
      return result;
    },
    { world },
  );

  serveService(
    app,
    ROUTES.productValidation,
    (c, { params, query }) =>
      hasProductValidation(world, params.companyId)
        ? listProductValidation(world, params.companyId, query)
        : fail(c, 403, 'forbidden', 'This company does not have Product Validation.'),
    { world },
  );
}
