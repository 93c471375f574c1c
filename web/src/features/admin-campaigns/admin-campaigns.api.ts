/** The /admin/campaigns API of the BFF (contract/campaigns/admin-campaign.routes.ts): a campaign's company is read from its id. */
import { ADMIN_CAMPAIGN_ROUTES } from '@contract/campaigns/admin-campaign.routes';
import type { CampaignListQuery } from '@contract/campaigns/campaign.query';
import { companyOfCampaign } from '@contract/campaigns/campaign.types';
import { apiCall } from '@web/lib/api-call';

const paramsOf = (campaignId: number) => ({ companyId: companyOfCampaign(campaignId), campaignId });

export const fetchAdminCampaigns = (query: CampaignListQuery) => apiCall(ADMIN_CAMPAIGN_ROUTES.list, { query });
export const fetchAdminCampaign = (campaignId: number) => apiCall(ADMIN_CAMPAIGN_ROUTES.detail, { params: paramsOf(campaignId) });
export const cancelAdminCampaign = (campaignId: number) => apiCall(ADMIN_CAMPAIGN_ROUTES.cancel, { params: paramsOf(campaignId) });
