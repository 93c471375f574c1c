/**
 * /admin/campaigns: every company's campaigns, signed as the admin; a cancel acts on the company's behalf through the
 * company's own campaign route, and names the company in its path, so its audit entry does too.
 */
import { ADMIN_CAMPAIGN_ROUTES as ROUTES } from '@contract/campaigns/admin-campaign.routes';
import { campaignListQuery } from '@contract/campaigns/campaign.routes';
import { CAMPAIGN_SERVICE_ROUTES as SERVICE } from '@contract/downstream/campaigns.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { ExportDeps } from '../../lib/jobs/export-job';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { staffCaller } from '../../lib/staff-caller';
import { ADMIN_CAMPAIGN_EXPORT } from './admin-campaigns.export';
import { campaignCall } from './campaign-failures';

export function adminCampaignsRoutes(ctx: ExportDeps) {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => campaignCall(c.get('services').callText(SERVICE.adminList, staffCaller(c), { query }))),
    serve(ROUTES.export, startStaffExport(ctx, ADMIN_CAMPAIGN_EXPORT, campaignListQuery)),
    serve(ROUTES.detail, (c, { params }) => campaignCall(c.get('services').call(SERVICE.detail, staffCaller(c), { params }))),
    serve(ROUTES.cancel, (c, { params }) => campaignCall(c.get('services').call(SERVICE.cancel, staffCaller(c), { params }))),
  );
}
