/** Every company's campaigns as an Excel export: the tab and filters on screen, one campaign a row, the screen's columns. */
import type { CampaignRow } from '@contract/campaigns/campaign.api';
import { parseCampaignQuery } from '@contract/campaigns/campaign.query';
import { CAMPAIGN_SERVICE_ROUTES as SERVICE } from '@contract/downstream/campaigns.routes';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';
import { campaignCall } from './campaign-failures';

export const ADMIN_CAMPAIGN_EXPORT: StaffExportDefinition<CampaignRow> = {
  fileBaseName: 'campaigns',
  columns: [
    { header: 'campaigns.fields.name', width: 32, value: (row) => row.name },
    { header: 'exports.columns.companyId', width: 12, value: (row) => row.companyId },
    { header: 'campaigns.fields.company', width: 28, value: (row) => row.companyName },
    { header: 'campaigns.fields.state', width: 16, kind: 'label', labels: 'campaigns.states', value: (row) => row.state },
    // A campaign runs on several marketplaces, and a label column holds one code: their codes, comma-separated.
    { header: 'campaigns.fields.marketplaces', width: 28, value: (row) => row.marketplaces.join(', ') },
    { header: 'campaigns.fields.beginDate', width: 12, kind: 'date', value: (row) => row.beginDate },
    { header: 'campaigns.fields.endDate', width: 12, kind: 'date', value: (row) => row.endDate },
    { header: 'campaigns.fields.discountRate', width: 12, value: (row) => row.discountRate },
    { header: 'campaigns.fields.variantCount', width: 10, value: (row) => row.variantCount },
  ],
  lister: (services, target) => (raw) =>
    campaignCall(services.call(SERVICE.adminList, target.caller, { query: parseCampaignQuery(raw, SERVICE_PAGE_SIZE_MAX) })),
};
