/** Campaigns in the seeded world: the lists, one campaign, create, edit and cancel (what the sandbox answers). */
import type { CampaignDetailAnswer, CampaignFormBody, CampaignListAnswer, CampaignRow } from '@contract/campaigns/campaign.api';
import { CAMPAIGN_TABS, type CampaignListQuery } from '@contract/campaigns/campaign.query';
import { campaignActionRefusal, campaignStateAt, overlappingCampaign } from '@contract/campaigns/campaign.rules';
import type { Campaign } from '@contract/campaigns/campaign.types';
import { compareBy, paginate, zeroCounts } from '@contract/lists/list-query';
import { textMatcher } from '@contract/text-search';
import { findCompany } from '../lookups';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { campaignsOf, isoDay, nextCampaignId } from './campaign-book';
import { campaignVariantRows } from './campaign-variants';

export function campaignRow(world: World, campaign: Campaign, now: number): CampaignRow {
  const { variantIds: _variantIds, stateSince: _stateSince, ...fields } = campaign;
  return {
    ...fields,
    state: campaignStateAt(campaign, now).state,
    variantCount: campaign.variantIds.length,
    companyName: findCompany(world, campaign.companyId)?.name ?? '',
  };
}

function listed(world: World, campaigns: readonly Campaign[], query: CampaignListQuery, now: number): CampaignListAnswer {
  const matches = textMatcher(query.search ?? '');
  const rows = campaigns.filter((campaign) => matches(campaign.name, campaign.description)).map((campaign) => campaignRow(world, campaign, now));
  const tabCounts = { ...zeroCounts(CAMPAIGN_TABS), all: rows.length };
  for (const row of rows) tabCounts[row.state] += 1;
  const inTab = query.tab === 'all' ? rows : rows.filter((row) => row.state === query.tab);
  inTab.sort(compareBy((row) => row[query.sort.field], query.sort.direction));
  return { items: paginate(inTab, query.page, query.pageSize), total: inTab.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

export function listCampaigns(world: World, companyId: number, query: CampaignListQuery, now: number): CampaignListAnswer {
  return listed(world, campaignsOf(world, companyId), query, now);
}

/** Staff: every company's campaigns, or one company's with the filter. */
export function listAllCampaigns(world: World, query: CampaignListQuery, now: number): CampaignListAnswer {
  const companies = query.companyId === undefined ? world.companies.map((company) => company.id) : [query.companyId];
  return listed(
    world,
    companies.filter((id) => findCompany(world, id)).flatMap((id) => campaignsOf(world, id)),
    query,
    now,
  );
}

export const findCampaign = (world: World, companyId: number, id: number): Campaign | undefined =>
  campaignsOf(world, companyId).find((candidate) => candidate.id === id);

export function campaignDetail(world: World, campaign: Campaign, now: number): CampaignDetailAnswer {
  return { campaign: campaignRow(world, campaign, now), variants: campaignVariantRows(world, campaign) };
}

export function getCampaign(world: World, companyId: number, id: number, now: number): CampaignDetailAnswer | undefined {
  const campaign = findCampaign(world, companyId, id);
  return campaign ? campaignDetail(world, campaign, now) : undefined;
}

const beginsInPast = (body: CampaignFormBody, now: number) => body.beginDate < isoDay(now);
const pastRefusal = () => refusal('campaignBeginPast', { beginDate: 'errors.campaignBeginPast' });

export function createCampaign(world: World, companyId: number, body: CampaignFormBody, now: number): CampaignDetailAnswer | Refusal {
  if (beginsInPast(body, now)) return pastRefusal();
  const book = campaignsOf(world, companyId);
  const at = new Date(now).toISOString();
  const campaign: Campaign = { id: nextCampaignId(book, companyId), companyId, ...body, variantIds: [], state: 'pending', stateSince: at, createdAt: at };
  book.push(campaign);
  return campaignDetail(world, campaign, now);
}

/** Edit: a Pending campaign only; new days or marketplaces may not make one of its variants overlap another campaign. */
export function updateCampaign(world: World, companyId: number, id: number, body: CampaignFormBody, now: number): CampaignDetailAnswer | Refusal | undefined {
  const campaign = findCampaign(world, companyId, id);
  if (!campaign) return undefined;
  const refused = campaignActionRefusal('edit', campaignStateAt(campaign, now).state);
  if (refused) return refusal(refused);
  if (beginsInPast(body, now)) return pastRefusal();
  const next = { ...campaign, ...body };
  const others = campaignsOf(world, companyId);
  if (campaign.variantIds.some((variantId) => overlappingCampaign(variantId, next, others, now))) return refusal('campaignOverlap');
  Object.assign(campaign, body);
  return campaignDetail(world, campaign, now);
}

/** Cancel: the campaign waits for the marketplaces (Wait For Cancel), which then cancel it (Canceling → Cancel). */
export function cancelCampaign(world: World, companyId: number, id: number, now: number): CampaignDetailAnswer | Refusal | undefined {
  const campaign = findCampaign(world, companyId, id);
  if (!campaign) return undefined;
  const refused = campaignActionRefusal('cancel', campaignStateAt(campaign, now).state);
  if (refused) return refusal(refused);
  campaign.state = 'waitForCancel';
  campaign.stateSince = new Date(now).toISOString();
  return campaignDetail(world, campaign, now);
}
