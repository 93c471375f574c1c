/**
 * The marketplace service's Excel import calls (contract/downstream/catalog-imports.ts) under /v1/companies/:companyId,
 * over the world's import operations (mocks/world/imports). The company comes from the path and must be the token's.
 * While its imports are suspended or banned every call but the state's answers 403 `importSuspended`/`importBanned`;
 * the state is written only by staff (a token with `act`, or an admin token). Bodies hold at most 1,000 SKUs or rows.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS } from '@contract/api/error-status';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { ERROR_MESSAGES } from '@contract/errors';
import { importStateSchema } from '@contract/imports/import.api';
import type { ImportState } from '@contract/imports/import.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { isRefusal } from '@mocks/world/catalog/refusal';
import { applyFulfillmentDays } from '@mocks/world/imports/apply-fulfillment-days';
import { applyProductVariants } from '@mocks/world/imports/apply-product-variants';
import { applyStockPrice } from '@mocks/world/imports/apply-stock-price';
import { fulfillmentDayRowsOf, IMPORT_BODY_MAX_ROWS, lookupSkusOf, productVariantRowsOf, stockPriceRowsOf } from '@mocks/world/imports/import-bodies';
import { importBlocked, importStateOf, setImportState } from '@mocks/world/imports/import-book';
import { lookupForImport } from '@mocks/world/imports/import-lookup';
import { templateCategories, templateOf } from '@mocks/world/imports/import-templates';
import type { World } from '@mocks/world/world';
import type { SandboxEnv } from './jwt-guard';
import { companyOf } from './orders-routes';
import { fail, jsonBody, positiveInt } from './responses';
import type { ServiceApp } from './service-app';

type Ctx = Context<SandboxEnv>;
const IMPORTS = '/v1/companies/:companyId/imports';

function answer(c: Ctx, result: object | undefined) {
  if (result === undefined) return fail(c, 404, 'not_found', 'This company has no catalogue.');
  if (!isRefusal(result)) return c.json(result);
  return fail(c, ERROR_STATUS[result.code] as ContentfulStatusCode, result.code, ERROR_MESSAGES[result.code]);
}

const badBody = (c: Ctx, what: string) => fail(c, 400, 'bad_request', `The body must hold ${what} (at most ${IMPORT_BODY_MAX_ROWS}).`);

function isStaff(c: Ctx): boolean {
  const claims = c.get('claims');
  return claims.act !== undefined || claims.role === 'admin';
}

export function mountCatalogImportsRoutes(app: ServiceApp, world: World, now: () => number): void {
  /** Runs `work` for the path's company when the token may read it. */
  const scoped = (work: (c: Ctx, companyId: number) => Response | Promise<Response>) => (c: Ctx) => {
    const companyId = companyOf(c, world);
    return companyId instanceof Response ? companyId : work(c, companyId);
  };
  /** A batch call: the body read by `rowsOf` (400 when it does not fit), then `apply`. */
  const batch = <T>(rowsOf: (body: unknown) => T[] | null, what: string, apply: (world: World, companyId: number, rows: T[], now: number) => object | undefined) =>
    scoped(async (c, companyId) => {
      const rows = rowsOf(await jsonBody(c));
      return rows ? answer(c, apply(world, companyId, rows, now())) : badBody(c, what);
    });

  app.get(`${IMPORTS}/state`, scoped((c, companyId) => c.json<{ state: ImportState }>({ state: importStateOf(world, companyId) })));

  app.put(`${IMPORTS}/state`, scoped(async (c, companyId) => {
    if (!isStaff(c)) return fail(c, 403, 'forbidden', 'Only staff may suspend, ban or allow imports.');
    const body = await jsonBody(c);
    if (!importStateSchema.isValidSync(body)) return fail(c, 400, 'bad_request', 'The body must hold a state: allowed, suspended or banned.');
    return c.json<{ state: ImportState }>({ state: setImportState(world, companyId, body.state as ImportState) });
  }));

  app.post(`${IMPORTS}/lookup`, batch(lookupSkusOf, 'skus, a list of SKUs', lookupForImport));
  app.post(`${IMPORTS}/stock-price`, batch(stockPriceRowsOf, 'rows of SKU, price, retail price and stock', applyStockPrice));
  app.post(`${IMPORTS}/fulfillment-days`, batch(fulfillmentDayRowsOf, 'rows of SKU and fulfillment day', applyFulfillmentDays));
  app.post(`${IMPORTS}/product-variants`, batch(productVariantRowsOf, 'product/variant rows', applyProductVariants));

  app.get(`${IMPORTS}/template/:categoryId`, scoped((c, companyId) => {
    const categoryId = positiveInt(c.req.param('categoryId'));
    if (categoryId === null) return fail(c, 404, 'categoryNotFound', ERROR_MESSAGES.categoryNotFound);
    return answer(c, templateOf(world, companyId, categoryId));
  }));

  app.get(`${IMPORTS}/template-categories`, scoped((c, companyId) => {
    const blocked = importBlocked(world, companyId);
    if (blocked) return answer(c, blocked);
    const marketplace = c.req.query('marketplace') || undefined;
    if (marketplace !== undefined && !MARKETPLACE_CODES.includes(marketplace as MarketplaceCode)) {
      return fail(c, 400, 'bad_request', `Unknown marketplace ${marketplace}.`);
    }
    return c.json({ items: templateCategories(world, { search: c.req.query('search'), marketplace: marketplace as MarketplaceCode | undefined }) });
  }));
}
