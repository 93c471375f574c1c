/**
 * Campaigns (the sellers' Operation group): the company's campaigns passed through to the marketplace service. When
 * the service cannot answer, the screen's own text is the error (`campaignRequestFailed`). The Upload SKU file is an
 * import (bff/src/features/imports/campaign-sku.routes.ts).
 */
import { CAMPAIGN_ROUTES } from '@contract/campaigns/campaign.routes';
import { CAMPAIGN_SERVICE_ROUTES as SERVICE } from '@contract/downstream/campaigns.routes';
import { apiRoutes } from '../../lib/api-route';
import { forward, idAs } from '../../lib/forward';
import { campaignCall } from './campaign-failures';

const byCampaign = { params: idAs('campaignId'), via: campaignCall };

export function campaignsRoutes() {
  return apiRoutes(
    forward(CAMPAIGN_ROUTES.list, SERVICE.list, { answer: 'text', via: campaignCall }),
    forward(CAMPAIGN_ROUTES.create, SERVICE.create, { via: campaignCall }),
    forward(CAMPAIGN_ROUTES.detail, SERVICE.detail, byCampaign),
    forward(CAMPAIGN_ROUTES.update, SERVICE.update, byCampaign),
    forward(CAMPAIGN_ROUTES.cancel, SERVICE.cancel, byCampaign),
    forward(CAMPAIGN_ROUTES.variantSearch, SERVICE.variantSearch, byCampaign),
    forward(CAMPAIGN_ROUTES.addVariants, SERVICE.addVariants, byCampaign),
  );
}
