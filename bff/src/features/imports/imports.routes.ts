/** Excel imports (spec §2 importer routes): settings and limits, uploads that start jobs, refused rows, templates. */
import { Hono, type Context } from 'hono';
import { API } from '@contract/api/paths';
import type { ImportLookupAnswer, ImportTemplateAnswer } from '@contract/downstream/catalog-imports';
import { parseImportErrorQuery, type TemplateCategoryAnswer } from '@contract/imports/import.api';
import { FULFILLMENT_DAY_COLUMNS } from '@contract/imports/fulfillment-day.rules';
import { dailyPriceUpdateAllowance, STOCK_PRICE_COLUMNS } from '@contract/imports/stock-price.rules';
import { PRODUCT_VARIANT_COLUMNS } from '@contract/imports/product-variant.rules';
import { importStateSchema } from '@contract/imports/import.api';
import { IMPORT_KINDS, IMPORT_METHODS, type ImportKind, type ImportSettingsAnswer, type ImportStartedAnswer, type ImportState } from '@contract/imports/import.types';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { idParam, sellerScope } from '../../lib/seller-scope';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';
import { uploadPath } from './import-files';
import type { ImportPayload } from './import-job';
import { productVariantTemplate, simpleTemplate } from './import-templates';
import { keepWorkbook, receiveWorkbook } from './import-upload';
import { ImportErrorStore } from './import-errors';
import { reasonLanguageOf } from './reason-text';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function download(c: Context<AppEnv>, bytes: Uint8Array, name: string) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': XLSX_TYPE,
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
  });
}

function refuseWhileBlocked(state: ImportState): void {
  if (state === 'suspended') throw new ApiFailure('importSuspended');
  if (state === 'banned') throw new ApiFailure('importBanned');
}

export function importsRoutes(ctx: AppContext) {
  const errors = new ImportErrorStore(ctx.store, ctx.transactions);
  const limits = ctx.config.importLimits;
  return new Hono<AppEnv>()
    .get(`${API.imports}/settings`, policy.can('imports.run'), async (c) => {
      const { caller, companyId } = sellerScope(c);
      const services = c.get('services');
      const { state } = await services.marketplace<{ state: ImportState }>(caller, companyId, '/imports/state');
      const counts = state === 'allowed'
        ? await services.marketplace<ImportLookupAnswer>(caller, companyId, '/imports/lookup', { method: 'POST', body: { skus: [] } })
        : null;
      const dailyPriceUpdatesLeft = counts ? Math.max(0, dailyPriceUpdateAllowance(counts.skuCount, limits) - counts.priceUpdatesToday) : 0;
      return c.json<ImportSettingsAnswer>({ state, limits, dailyPriceUpdatesLeft });
    })
    .post(`${API.imports}/:kind{productVariant|stockPrice|fulfillmentDay}`, policy.can('imports.run'), async (c) => {
      const kind = c.req.param('kind') as ImportKind;
      if (!IMPORT_KINDS.includes(kind)) throw new ApiFailure('notFound');
      const scope = sellerScope(c);
      const services = c.get('services');
      refuseWhileBlocked((await services.marketplace<{ state: ImportState }>(scope.caller, scope.companyId, '/imports/state')).state);
      const received = await receiveWorkbook(c.req.raw.body, c.req.query('name'), { uploadDir: ctx.config.uploadDir, maxBytes: limits.maxFileBytes });
      const transaction = await ctx.transactions.create({ companyId: scope.companyId, method: IMPORT_METHODS[kind], createdBy: scope.userId, file: received.fileName });
      await keepWorkbook(received, uploadPath(ctx.config.uploadDir, transaction.id, received.format));
      const payload: ImportPayload = {
        target: { companyId: scope.companyId, userId: scope.userId, caller: scope.caller },
        format: received.format, fileName: received.fileName, language: reasonLanguageOf(c.req.query('lang')),
      };
      await ctx.jobs.enqueue({ kind: IMPORT_METHODS[kind], transactionId: transaction.id, payload: { ...payload } });
      return c.json<ImportStartedAnswer>({ transactionId: transaction.id }, 202);
    })
    .put(`${API.imports}/state`, policy.can('imports.manageState'), async (c) => {
      const { state } = await validBody(c, importStateSchema);
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<{ state: ImportState }>(caller, companyId, '/imports/state', { method: 'PUT', body: { state } }));
    })
    .get(`${API.imports}/errors`, policy.can('imports.run'), async (c) => {
      const { companyId } = sellerScope(c);
      return c.json(await errors.list(companyId, parseImportErrorQuery(c.req.query())));
    })
    .get(`${API.imports}/template-categories`, policy.can('imports.run'), async (c) => {
      const { caller, companyId } = sellerScope(c);
      const search = c.req.query('search')?.trim().slice(0, 100);
      const marketplace = c.req.query('marketplace')?.trim().slice(0, 20);
      const query = { ...(search ? { search } : {}), ...(marketplace ? { marketplace } : {}) };
      return c.json(await c.get('services').marketplace<TemplateCategoryAnswer>(caller, companyId, '/imports/template-categories', { query }));
    })
    .get(`${API.imports}/templates/stock-price`, policy.can('imports.run'), async (c) => {
      sellerScope(c);
      return download(c, await simpleTemplate(STOCK_PRICE_COLUMNS, limits, ['Retail Price must be equal to or greater than Price. SKU must be a whole SKU.']), 'stock-price-template.xlsx');
    })
    .get(`${API.imports}/templates/fulfillment-day`, policy.can('imports.run'), async (c) => {
      sellerScope(c);
      return download(c, await simpleTemplate(FULFILLMENT_DAY_COLUMNS, limits, ['The day belongs to the product: rows of one product must agree.']), 'fulfillment-day-template.xlsx');
    })
    .get(`${API.imports}/templates/product-variant/:categoryId`, policy.can('imports.run'), async (c) => {
      const categoryId = idParam(c.req.param('categoryId'));
      const { caller, companyId } = sellerScope(c);
      const template = await c.get('services').marketplace<ImportTemplateAnswer>(caller, companyId, `/imports/template/${categoryId}`);
      return download(c, await productVariantTemplate(PRODUCT_VARIANT_COLUMNS, template, limits), `product-variant-template-${categoryId}.xlsx`);
    });
}
