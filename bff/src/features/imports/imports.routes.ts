/** Excel imports (spec §2 importer routes): settings and limits, uploads that start jobs, refused rows, templates. */
import type { Context } from 'hono';
import { CATALOG_IMPORT_ROUTES as IMPORTS, templateCategoryServiceQuery } from '@contract/downstream/catalog-imports.routes';
import { IMPORT_ROUTES, templateCategoryQuery } from '@contract/imports/import.routes';
import { FULFILLMENT_DAY_COLUMNS } from '@contract/imports/fulfillment-day.rules';
import { dailyPriceUpdateAllowance, STOCK_PRICE_COLUMNS } from '@contract/imports/stock-price.rules';
import { PRODUCT_VARIANT_COLUMNS } from '@contract/imports/product-variant.rules';
import type { ImportKind } from '@contract/imports/import.types';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, parsedQuery, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { sellerScope } from '../../lib/seller-scope';
import type { Services } from '../../lib/services';
import type { ImportPayload } from './import-job';
import { startImport as startJob } from './import-start';
import { productVariantTemplate, simpleTemplate } from './import-templates';
import { keepRowsWorkbook, resentFileName } from './import-resend';
import { keepWorkbook, receiveWorkbook } from './import-upload';
import { importErrorStore } from './import-errors';
import { reasonLanguageOf } from './reason-text';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function download(c: Context<AppEnv>, bytes: Uint8Array, name: string) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
  });
}

type Scope = ReturnType<typeof sellerScope>;

async function refuseWhileBlocked(services: Services, { caller, companyId }: Scope): Promise<void> {
  const { state } = await services.call(IMPORTS.getState, caller, { params: { companyId } });
  if (state === 'suspended') throw new ApiFailure('importSuspended');
  if (state === 'banned') throw new ApiFailure('importBanned');
}

export function importsRoutes(ctx: AppContext) {
  const errors = importErrorStore(ctx);
  const limits = ctx.config.importLimits;
  const startImport = (scope: Scope, kind: ImportKind, file: Omit<ImportPayload, 'target'>, keep: (key: string) => Promise<void>) =>
    startJob(ctx, { companyId: scope.companyId, userId: scope.userId, caller: scope.caller, traceparent: scope.traceparent }, kind, file, keep);
  return apiRoutes(
    serve(IMPORT_ROUTES.settings, async (c) => {
      const { caller, companyId } = sellerScope(c);
      const services = c.get('services');
      const { state } = await services.call(IMPORTS.getState, caller, { params: { companyId } });
      const counts = state === 'allowed' ? await services.call(IMPORTS.lookup, caller, { params: { companyId }, body: { skus: [] } }) : null;
      const dailyPriceUpdatesLeft = counts ? Math.max(0, dailyPriceUpdateAllowance(counts.skuCount, limits) - counts.priceUpdatesToday) : 0;
      return { state, limits, dailyPriceUpdatesLeft };
    }),
    // Before the upload: Hono's `:kind{a|b|c}` would take `stockPrice/rows` too.
    serve(IMPORT_ROUTES.resend, async (c, { params: { kind }, body }) => {
      const scope = sellerScope(c);
      await refuseWhileBlocked(c.get('services'), scope);
      return startImport(scope, kind, { fileName: resentFileName(body.fileName), format: 'xlsx', language: reasonLanguageOf(body.lang) }, (key) =>
        keepRowsWorkbook(ctx.files, key, { header: body.header, rows: body.rows }),
      );
    }),
    serve(IMPORT_ROUTES.upload, async (c, { params: { kind }, query }) => {
      const scope = sellerScope(c);
      await refuseWhileBlocked(c.get('services'), scope);
      const received = await receiveWorkbook(c.req.raw.body, query.name, { files: ctx.files.uploads, maxBytes: limits.maxFileBytes });
      return startImport(scope, kind, { fileName: received.fileName, format: received.format, language: reasonLanguageOf(query.lang) }, (key) =>
        keepWorkbook(ctx.files.uploads, received, key),
      );
    }),
    serve(IMPORT_ROUTES.state, async (c, { body: { state } }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(IMPORTS.setState, caller, { params: { companyId }, body: { state } });
    }),
    serve(IMPORT_ROUTES.errors, async (c, { query }) => {
      const { companyId } = sellerScope(c);
      return errors.list(companyId, query);
    }),
    serve(IMPORT_ROUTES.templateCategories, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      // The browser's marketplace is narrowed to the service's codes here: an unknown one is refused, naming the field, before anything travels.
      const search = parsedQuery(templateCategoryServiceQuery, templateCategoryQuery.toRaw(query));
      return c.get('services').call(IMPORTS.templateCategories, caller, { params: { companyId }, query: search });
    }),
    serve(IMPORT_ROUTES.stockPriceTemplate, async (c, { query }) => {
      sellerScope(c);
      const language = reasonLanguageOf(query.lang);
      const file = await simpleTemplate({ columns: STOCK_PRICE_COLUMNS, limits, language, notes: ['retailPrice', 'wholeSku'], prices: true });
      return download(c, file, 'stock-price-template.xlsx');
    }),
    serve(IMPORT_ROUTES.fulfillmentDayTemplate, async (c, { query }) => {
      sellerScope(c);
      const language = reasonLanguageOf(query.lang);
      const file = await simpleTemplate({ columns: FULFILLMENT_DAY_COLUMNS, limits, language, notes: ['productDay', 'wholeSku'], prices: false });
      return download(c, file, 'fulfillment-day-template.xlsx');
    }),
    serve(IMPORT_ROUTES.productVariantTemplate, async (c, { params: { categoryId }, query }) => {
      const { caller, companyId } = sellerScope(c);
      const template = await c.get('services').call(IMPORTS.template, caller, { params: { companyId, categoryId } });
      const file = await productVariantTemplate(PRODUCT_VARIANT_COLUMNS, template, limits, reasonLanguageOf(query.lang));
      return download(c, file, `product-variant-template-${categoryId}.xlsx`);
    }),
  );
}
