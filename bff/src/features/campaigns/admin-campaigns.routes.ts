/**
 * /admin/campaigns: every company's campaigns, signed as the admin; a cancel acts on the company's behalf through the
 * company's own campaign route, and names the company in its path, so its audit entry does too.
 */
import { ADMIN_CAMPAIGN_ROUTES as ROUTES } from '@contract/campaigns/admin-campaign.routes';
import { CAMPAIGN_SERVICE_ROUTES as SERVICE } from '@contract/downstream/campaigns.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';
import { campaignCall } from './campaign-failures';

export function adminCampaignsRoutes() {
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => campaignCall(c.get('services').callText(SERVICE.adminList, staffCaller(c), { query }))),
    serve(ROUTES.detail, (c, { params }) => campaignCall(c.get('services').call(SERVICE.detail, staffCaller(c), { params }))),
    serve(ROUTES.cancel, (c, { params }) => campaignCall(c.get('services').call(SERVICE.cancel, staffCaller(c), { params }))),
  );
}
