/**
 * The marketplace service's campaigns: a company's under /v1/companies/:companyId (its seller's token, or staff acting
 * for it), and every company's list for staff (admin tokens only).
 */
import { answer, policy, route } from '../api/route-def';
import {
  addCampaignVariantsSchema,
  campaignFormSchema,
  type CampaignDetailAnswer,
  type CampaignListAnswer,
  type CampaignVariantSearchAnswer,
} from '../campaigns/campaign.api';
import {
  campaignFilterProblems,
  campaignQueryToRaw,
  campaignVariantProblems,
  campaignVariantQueryToRaw,
  parseCampaignQuery,
  parseCampaignVariantQuery,
} from '../campaigns/campaign.query';
import type { ImportApplyAnswer } from './catalog-imports';
import { campaignSkuRowShape, importRowsSchema } from './import-bodies';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const BASE = '/v1/companies/:companyId/campaigns';
const ONE = `${BASE}/:campaignId`;
const listQuery = serviceListQuery(parseCampaignQuery, campaignQueryToRaw, campaignFilterProblems);

export const CAMPAIGN_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get(BASE, { query: listQuery, answer: answer<CampaignListAnswer>(), policy: token }),
  create: route.post(BASE, { body: campaignFormSchema, answer: answer<CampaignDetailAnswer>(), status: 201, policy: token }),
  detail: route.get(ONE, { answer: answer<CampaignDetailAnswer>(), policy: token }),
  update: route.put(ONE, { body: campaignFormSchema, answer: answer<CampaignDetailAnswer>(), policy: token }),
  cancel: route.post(`${ONE}/cancel`, { answer: answer<CampaignDetailAnswer>(), policy: token }),
  variantSearch: route.get(`${ONE}/variant-search`, {
    query: { parse: parseCampaignVariantQuery, toRaw: campaignVariantQueryToRaw, problems: campaignVariantProblems },
    answer: answer<CampaignVariantSearchAnswer>(),
    policy: token,
  }),
  addVariants: route.post(`${ONE}/variants`, { body: addCampaignVariantsSchema, answer: answer<CampaignDetailAnswer>(), policy: token }),
  /** The SKU file's rows, at most 1,000 a call, answered row by row; a `checkOnly` row is checked, never applied. */
  skuRows: route.post(`${ONE}/sku-rows`, { body: importRowsSchema(campaignSkuRowShape), answer: answer<ImportApplyAnswer>(), policy: token }),
  /** Staff: every company's campaigns (admin tokens only). */
  adminList: route.get('/v1/admin/campaigns', { query: listQuery, answer: answer<CampaignListAnswer>(), policy: token }),
});
