/**
 * A campaign's Upload SKU file (contract/imports/campaign-sku.routes.ts): refused unless the campaign is Pending, then
 * received, checked and run as every seller import is (the campaign SKU kind of the one import job), and its template.
 */
import { campaignActionRefusal } from '@contract/campaigns/campaign.rules';
import { CAMPAIGN_SERVICE_ROUTES as CAMPAIGNS } from '@contract/downstream/campaigns.routes';
import { CAMPAIGN_SKU_COLUMNS, CAMPAIGN_SKU_GUIDES } from '@contract/imports/campaign-sku.rules';
import { CAMPAIGN_SKU_ROUTES as ROUTES } from '@contract/imports/campaign-sku.routes';
import { reasonLanguageOf } from '@contract/imports/reason-text';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { WORKBOOK_TYPES } from '../../lib/files/send-file';
import { sellerScope } from '../../lib/seller-scope';
import { startImport } from './import-start';
import { simpleTemplate } from './import-templates';
import { keepWorkbook, receiveWorkbook } from './import-upload';

export function campaignSkuRoutes(ctx: AppContext) {
  const limits = ctx.config.importLimits;
  return apiRoutes(
    serve(ROUTES.upload, async (c, { params, query }) => {
      const { companyId, caller, userId, traceparent } = sellerScope(c);
      const { campaign } = await c.get('services').call(CAMPAIGNS.detail, caller, { params: { companyId, campaignId: params.id } });
      const refused = campaignActionRefusal('uploadSkus', campaign.state);
      if (refused) throw new ApiFailure(refused);
      const received = await receiveWorkbook(c.req.raw.body, query.name, { files: ctx.files.uploads, maxBytes: limits.maxFileBytes });
      const file = { fileName: received.fileName, format: received.format, language: reasonLanguageOf(query.lang), campaignId: campaign.id };
      return startImport(ctx, { companyId, userId, caller, traceparent }, 'campaignSkus', file, (key) => keepWorkbook(ctx.files.uploads, received, key));
    }),
    serve(ROUTES.template, async (c, { query }) => {
      const bytes = await simpleTemplate({
        columns: CAMPAIGN_SKU_COLUMNS,
        guides: CAMPAIGN_SKU_GUIDES,
        limits,
        language: reasonLanguageOf(query.lang),
        notes: ['wholeSku'],
        prices: false,
      });
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': WORKBOOK_TYPES.xlsx,
        'content-disposition': 'attachment; filename="campaign-sku-template.xlsx"',
        'cache-control': 'no-store',
      });
    }),
  );
}
