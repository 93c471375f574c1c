/**
 * The claims list query (spec §2 /claims, §4, §5): a tab per return status plus All, filters by claim type,
 * marketplace, an optional date range of at most 10 days, the order or marketplace number and the customer; newest
 * first, except Waiting: oldest (its decision due soonest) first. The SPA, the BFF and the sandbox read it here;
 * `claimMatches` is the one filter.
 */
import type { MarketplaceCode } from '../downstream/marketplace';
import { dateRangeProblem, rangeBounds } from '../lists/date-range';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { sameText, textMatches } from '../text-search';
import { CLAIM_STATUSES, CLAIM_TYPES, type Claim, type ClaimType } from './claim.types';

/**
 * Each §4 status, Waiting first (the default: the claims the badge counts, the seller's to-do list), then All (the
 * dashboard's claim-type slice, `/claims?type=…&tab=all`, counts every claim of the type there).
 */
export const CLAIM_TABS = [...CLAIM_STATUSES, 'all'] as const;
export type ClaimTab = (typeof CLAIM_TABS)[number];
export const CLAIM_SORT_FIELDS = ['date'] as const;
export type ClaimSortField = (typeof CLAIM_SORT_FIELDS)[number];
const DEFAULT_SORT: Sort<ClaimSortField> = { field: 'date', direction: 'desc' };
/** Waiting is a to-do list: the oldest claim's decision is due first (`claimDecideBy`). */
const SOONEST_DEADLINE_FIRST: Sort<ClaimSortField> = { field: 'date', direction: 'asc' };

export interface ClaimFilters {
  /** The dashboard's claim-type slice links here with `?type=` (contract/dashboard/dashboard.links.ts). */
  type?: ClaimType | undefined;
  marketplace?: MarketplaceCode | undefined;
  /** Optional; when given, both days, at most 10 days apart (UTC days). */
  from?: string | undefined;
  to?: string | undefined;
  /** The whole order id, marketplace order number or claim (marketplace) number. */
  number?: string | undefined;
  /** Part of the customer's name, case, accents and Turkish i's aside. */
  customer?: string | undefined;
}
export const CLAIM_FILTER_KEYS = ['type', 'marketplace', 'from', 'to', 'number', 'customer'] as const;

export interface ClaimListQuery extends ClaimFilters {
  tab: ClaimTab;
  page: number;
  pageSize: number;
  sort: Sort<ClaimSortField>;
}

const text = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;

export function parseClaimFilters(raw: RawQuery): ClaimFilters {
  const filters: ClaimFilters = { from: text(raw.from), to: text(raw.to), number: text(raw.number), customer: text(raw.customer) };
  if (CLAIM_TYPES.includes(raw.type as ClaimType)) filters.type = raw.type as ClaimType;
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  return filters;
}

export function parseClaimQuery(raw: RawQuery, maxPageSize?: number): ClaimListQuery {
  const tab = parseTab(raw.tab, CLAIM_TABS);
  return {
    ...parseClaimFilters(raw),
    tab,
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, CLAIM_SORT_FIELDS, tab === 'waiting' ? SOONEST_DEADLINE_FIRST : DEFAULT_SORT),
  };
}

export function claimQueryToRaw(query: Partial<ClaimListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** Field problems as i18n keys (the §5 date range, under `from`), or null. */
export function claimFilterProblems(filters: ClaimFilters): Record<string, string> | null {
  const range = dateRangeProblem(filters.from, filters.to, false);
  return range ? { from: range } : null;
}

/** Whether a claim passes the filters (the tab is applied separately). */
export function claimMatches(claim: Claim, filters: ClaimFilters): boolean {
  if (filters.type && claim.type !== filters.type) return false;
  if (filters.marketplace && claim.marketplace !== filters.marketplace) return false;
  const { number, customer } = filters;
  if (number && !sameText(number, String(claim.orderId)) && !sameText(number, claim.marketplaceOrderId) && !sameText(number, claim.marketplaceNumber)) {
    return false;
  }
  if (customer && !textMatches(customer, claim.customerName)) return false;
  if (filters.from && filters.to) {
    const [start, end] = rangeBounds(filters.from, filters.to);
    const at = Date.parse(claim.date);
    if (at < start || at >= end) return false;
  }
  return true;
}
