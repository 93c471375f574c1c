/**
 * The marketplace service's Excel import calls (CATALOG_IMPORT_ROUTES of contract/downstream/catalog-imports.routes.ts),
 * over the world's import operations (mocks/world/imports). The company comes from the path and must be the token's.
 * While its imports are suspended or banned every call but the state's answers 403 `importSuspended`/`importBanned`;
 * the state is written only by staff (a token with `act`, or an admin token). Bodies are checked by their schemas
 * (contract/downstream/import-bodies.ts). A batch with a `batchId` applies once (mocks/world/imports/import-batches.ts):
 * sent again it answers its first answer, and with other rows under the same id 409 `batchIdReused`.
 */
import type { ImportApplyAnswer, ImportRowsBody } from '@contract/downstream/catalog-imports';
import { CATALOG_IMPORT_ROUTES as ROUTES } from '@contract/downstream/catalog-imports.routes';
import { ERROR_MESSAGES } from '@contract/errors';
import { importStateSchema } from '@contract/imports/import.api';
import type { ImportState } from '@contract/imports/import.types';
import { applyFulfillmentDays } from '@mocks/world/imports/apply-fulfillment-days';
import { applyProductVariants } from '@mocks/world/imports/apply-product-variants';
import { applyStockPrice } from '@mocks/world/imports/apply-stock-price';
import { importBlocked, importStateOf, setImportState } from '@mocks/world/imports/import-book';
import { lookupForImport } from '@mocks/world/imports/import-lookup';
import { templateCategories, templateOf } from '@mocks/world/imports/import-templates';
import type { Refusal } from '@mocks/world/refusal';
import type { World } from '@mocks/world/world';
import { appliedOnce } from './batch-once';
import { fail, refuse } from './responses';
import { bodyChecked, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

function staffOnly(c: ServiceContext): Response | null {
  const claims = c.get('claims');
  return claims.act !== undefined || claims.role === 'admin' ? null : fail(c, 403, 'forbidden', 'Only staff may suspend, ban or allow imports.');
}

export function mountCatalogImportsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const blocked = (c: ServiceContext, companyId: number | undefined) => {
    const refusal = companyId === undefined ? null : importBlocked(world, companyId);
    return refusal ? refuse(c, refusal) : null;
  };
  const once = (c: ServiceContext, companyId: number, route: string, body: ImportRowsBody<unknown>, apply: () => ImportApplyAnswer | Refusal | undefined) =>
    appliedOnce(c, world, { companyId, route, body }, apply);

  serveService(app, ROUTES.getState, (_c, { params }) => ({ state: importStateOf(world, params.companyId) }), { world });
  serveService(
    app,
    ROUTES.setState,
    (c, { params, body }) => {
      if (!importStateSchema.isValidSync(body)) return fail(c, 400, 'bad_request', 'The body must hold a state: allowed, suspended or banned.');
      return { state: setImportState(world, params.companyId, body.state as ImportState) };
    },
    { world, allow: staffOnly },
  );

  serveService(
    app,
    ROUTES.lookup,
    bodyChecked(ROUTES.lookup, (_c, { params, body }) => lookupForImport(world, params.companyId, body.skus, now())),
    { world },
  );
  serveService(
    app,
    ROUTES.stockPrice,
    bodyChecked(ROUTES.stockPrice, (c, { params, body }) =>
      once(c, params.companyId, 'stockPrice', body, () => applyStockPrice(world, params.companyId, body.rows, now())),
    ),
    { world },
  );
  serveService(
    app,
    ROUTES.fulfillmentDays,
    bodyChecked(ROUTES.fulfillmentDays, (c, { params, body }) =>
      once(c, params.companyId, 'fulfillmentDays', body, () => applyFulfillmentDays(world, params.companyId, body.rows, now())),
    ),
    { world },
  );
  serveService(
    app,
    ROUTES.productVariants,
    bodyChecked(ROUTES.productVariants, (c, { params, body }) =>
      once(c, params.companyId, 'productVariants', body, () => applyProductVariants(world, params.companyId, body.rows, now())),
    ),
    { world },
  );

  serveService(app, ROUTES.template, (_c, { params }) => templateOf(world, params.companyId, params.categoryId), {
    world,
    notFound: (c) => fail(c, 404, 'categoryNotFound', ERROR_MESSAGES.categoryNotFound),
  });
  serveService(
    app,
    ROUTES.templateCategories,
    (_c, { query }) => ({ items: templateCategories(world, { search: query.search, marketplace: query.marketplace ?? undefined }) }),
    {
      world,
      allow: blocked,
      badQuery: (c) => fail(c, 400, 'bad_request', `Unknown marketplace ${c.req.query('marketplace')}.`),
    },
  );
}
