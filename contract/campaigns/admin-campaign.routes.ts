/** The browser API of /admin/campaigns (admin only): every company's campaigns; a cancel names its company in the path, so its audit entry does too. */
import { answer, policy, route } from '../api/route-def';
import type { CampaignDetailAnswer, CampaignListAnswer } from './campaign.api';
import { campaignListQuery } from './campaign.routes';
import { staffExportRoute } from '../exports/staff-export.routes';

const tools = policy.can('admin.tools');

export const ADMIN_CAMPAIGN_ROUTES = {
  list: route.get('/api/admin/campaigns', { query: campaignListQuery, answer: answer<CampaignListAnswer>(), policy: tools }),
  /** The tab and filters on screen as an Excel export (a staff transaction; refused past the 100,000-row cap). */
  export: staffExportRoute('/api/admin/campaigns', campaignListQuery),
  detail: route.get('/api/admin/campaigns/:companyId/:campaignId', { answer: answer<CampaignDetailAnswer>(), policy: tools }),
  cancel: route.post('/api/admin/campaigns/:companyId/:campaignId/cancel', { answer: answer<CampaignDetailAnswer>(), policy: tools }),
};
