/**
 * The browser API of the sellers' campaigns: one description per endpoint (contract/api/route-def.ts). The Upload SKU
 * file is an import (contract/imports/campaign-sku.routes.ts).
 */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  addCampaignVariantsSchema,
  campaignFormSchema,
  type CampaignDetailAnswer,
  type CampaignListAnswer,
  type CampaignVariantSearchAnswer,
} from './campaign.api';
import {
  campaignFilterProblems,
  campaignQueryToRaw,
  campaignVariantProblems,
  campaignVariantQueryToRaw,
  parseCampaignQuery,
  parseCampaignVariantQuery,
  type CampaignListQuery,
  type CampaignVariantQuery,
} from './campaign.query';

export const campaignListQuery: QueryCodec<CampaignListQuery> = {
  parse: (raw) => parseCampaignQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: campaignFilterProblems,
  toRaw: campaignQueryToRaw,
};

export const campaignVariantQuery: QueryCodec<CampaignVariantQuery> = {
  parse: parseCampaignVariantQuery,
  problems: campaignVariantProblems,
  toRaw: campaignVariantQueryToRaw,
};

const manage = policy.can('campaigns.manage');

export const CAMPAIGN_ROUTES = {
  list: route.get('/api/campaigns', { query: campaignListQuery, answer: answer<CampaignListAnswer>(), policy: manage }),
  create: route.post('/api/campaigns', { body: campaignFormSchema, answer: answer<CampaignDetailAnswer>(), status: 201, policy: manage }),
  detail: route.get('/api/campaigns/:id', { answer: answer<CampaignDetailAnswer>(), policy: manage }),
  update: route.put('/api/campaigns/:id', { body: campaignFormSchema, answer: answer<CampaignDetailAnswer>(), policy: manage }),
  cancel: route.post('/api/campaigns/:id/cancel', { answer: answer<CampaignDetailAnswer>(), policy: manage }),
  variantSearch: route.get('/api/campaigns/:id/variant-search', {
    query: campaignVariantQuery,
    answer: answer<CampaignVariantSearchAnswer>(),
    policy: manage,
  }),
  addVariants: route.post('/api/campaigns/:id/variants', { body: addCampaignVariantsSchema, answer: answer<CampaignDetailAnswer>(), policy: manage }),
};
