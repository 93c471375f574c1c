/** The marketplace service's campaigns (contract/downstream/campaigns.routes.ts) over the world (mocks/world/campaigns). */
import { CAMPAIGN_SERVICE_ROUTES as ROUTES } from '@contract/downstream/campaigns.routes';
import {
  campaignDetail,
  cancelCampaign,
  createCampaign,
  findCampaign,
  getCampaign,
  listAllCampaigns,
  listCampaigns,
  updateCampaign,
} from '@mocks/world/campaigns/campaign-operations';
import { addCampaignVariants, applyCampaignSkuRows, searchCampaignVariants } from '@mocks/world/campaigns/campaign-variants';
import type { World } from '@mocks/world/world';
import { appliedOnce } from './batch-once';
import { roleRefusal } from './jwt-guard';
import { fail } from './responses';
import { badBody, bodyChecked, checkedBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such campaign in this company.');

export function mountCampaignsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const scoped = { world, notFound };
  serveService(app, ROUTES.list, (_c, { params, query }) => listCampaigns(world, params.companyId, query, now()), { world });
  serveService(app, ROUTES.adminList, (_c, { query }) => listAllCampaigns(world, query, now()), { allow: (c) => roleRefusal(c, ['admin']) });
  serveService(app, ROUTES.detail, (_c, { params }) => getCampaign(world, params.companyId, params.campaignId, now()), scoped);
  serveService(
    app,
    ROUTES.create,
    (c, { params, body: sent }) => {
      const body = checkedBody(ROUTES.create, sent, (fields) => badBody(c, fields));
      return body instanceof Response ? body : createCampaign(world, params.companyId, body, now());
    },
    { world },
  );
  serveService(
    app,
    ROUTES.update,
    (c, { params, body: sent }) => {
      const body = checkedBody(ROUTES.update, sent, (fields) => badBody(c, fields));
      return body instanceof Response ? body : updateCampaign(world, params.companyId, params.campaignId, body, now());
    },
    scoped,
  );
  serveService(app, ROUTES.cancel, (_c, { params }) => cancelCampaign(world, params.companyId, params.campaignId, now()), scoped);
  serveService(
    app,
    ROUTES.variantSearch,
    (_c, { params, query }) => {
      const campaign = findCampaign(world, params.companyId, params.campaignId);
      return campaign && searchCampaignVariants(world, campaign, query.q);
    },
    scoped,
  );
  serveService(
    app,
    ROUTES.addVariants,
    (c, { params, body: sent }) => {
      const campaign = findCampaign(world, params.companyId, params.campaignId);
      if (!campaign) return undefined;
      const body = checkedBody(ROUTES.addVariants, sent, (fields) => badBody(c, fields));
      if (body instanceof Response) return body;
      return addCampaignVariants(world, campaign, body, now()) ?? campaignDetail(world, campaign, now());
    },
    scoped,
  );
  serveService(
    app,
    ROUTES.skuRows,
    bodyChecked(ROUTES.skuRows, (c, { params, body }) => {
      const campaign = findCampaign(world, params.companyId, params.campaignId);
      const route = `${ROUTES.skuRows.path}:${params.campaignId}`;
      return campaign
        ? appliedOnce(c, world, { companyId: params.companyId, route, body }, () => applyCampaignSkuRows(world, campaign, { rows: body.rows }, now()))
        : undefined;
    }),
    scoped,
  );
}
