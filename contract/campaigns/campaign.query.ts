/** The campaigns list query: a tab per state and All, a search in the name, the company (staff), page, page size and sort. */
import { wholeId } from '../lists/whole-id';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import { CAMPAIGN_STATES } from './campaign.types';

export const CAMPAIGN_TABS = ['all', ...CAMPAIGN_STATES] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];
export const CAMPAIGN_SORT_FIELDS = ['beginDate', 'endDate', 'createdAt'] as const;
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number];
const DEFAULT_SORT: Sort<CampaignSortField> = { field: 'beginDate', direction: 'desc' };

export interface CampaignFilters {
  search?: string | undefined;
  /** Staff only: one company's campaigns (a seller's list is always its own company's). */
  companyId?: number | undefined;
}

export interface CampaignListQuery extends CampaignFilters {
  tab: CampaignTab;
  page: number;
  pageSize: number;
  sort: Sort<CampaignSortField>;
}

export function parseCampaignQuery(raw: RawQuery, maxPageSize?: number): CampaignListQuery {
  return {
    search: raw.search?.trim().slice(0, 100) || undefined,
    companyId: wholeId(raw.companyId) ?? undefined,
    tab: parseTab(raw.tab, CAMPAIGN_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, CAMPAIGN_SORT_FIELDS, DEFAULT_SORT),
  };
}

export function campaignQueryToRaw(query: Partial<CampaignListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** The list has no filter that can be wrong: a bad company id or tab falls back to none or All. */
export function campaignFilterProblems(_filters: CampaignFilters): Record<string, string> | null {
  return null;
}

/** Variant search for a campaign starts at this many characters. */
export const CAMPAIGN_VARIANT_SEARCH_MIN = 3;

export interface CampaignVariantQuery {
  q: string;
}

export const parseCampaignVariantQuery = (raw: RawQuery): CampaignVariantQuery => ({ q: raw.q?.trim().slice(0, 100) ?? '' });
export const campaignVariantQueryToRaw = (query: CampaignVariantQuery): Record<string, string> => (query.q ? { q: query.q } : {});
export const campaignVariantProblems = (query: CampaignVariantQuery): Record<string, string> | null =>
  query.q.length >= CAMPAIGN_VARIANT_SEARCH_MIN ? null : { q: 'campaigns.variants.searchTooShort' };
