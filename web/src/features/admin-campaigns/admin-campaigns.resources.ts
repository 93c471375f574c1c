/** Every company's campaigns, and one campaign with the staff's cancel (the list reloads after it). */
import { ADMIN_CAMPAIGN_ROUTES } from '@contract/campaigns/admin-campaign.routes';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';
import { cancelAdminCampaign, fetchAdminCampaign, fetchAdminCampaigns } from './admin-campaigns.api';

export const adminCampaignsList = createListResource('adminCampaignsList', fetchAdminCampaigns);
export const adminCampaignsExport = staffListExport(ADMIN_CAMPAIGN_ROUTES.export);

export const adminCampaignDetail = createDetailResource('adminCampaign', fetchAdminCampaign, {
  cancel: command((id) => cancelAdminCampaign(id), 'campaigns.cancel.done'),
});

export type AdminCampaignCommand = CommandName<typeof adminCampaignDetail>;
export type OnAdminCampaignCommand = OnCommand<typeof adminCampaignDetail>;
