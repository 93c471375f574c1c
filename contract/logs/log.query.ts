/**
 * The Marketplace Logs list (spec §2 /reports/marketplaces, §3 Marketplace log): one company-wide list over the logs
 * of its products, variants and orders, newest first. A tab per §4 level; filters by reference type, marketplace,
 * reference id and an optional date range of at most 10 days (§5). The SPA, the BFF and the sandbox read it here.
 */
import { dateRangeProblem } from '../lists/date-range';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type ListPage, type RawQuery, type Sort } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { LOG_LEVELS, LOG_REFERENCE_TYPES, type LogReferenceType, type MarketplaceLog } from './log.types';

/** A log as the list and Log Detail show it: the product it belongs to (a product's or a variant's log) for its link. */
export interface MarketplaceLogRow extends MarketplaceLog {
  productId: number | null;
}

/** `all`, then one tab per §4 level. */
export const LOG_TABS = ['all', ...LOG_LEVELS] as const;
export type LogTab = (typeof LOG_TABS)[number];

export const LOG_SORT_FIELDS = ['date'] as const;
export type LogSortField = (typeof LOG_SORT_FIELDS)[number];
export const DEFAULT_LOG_SORT: Sort<LogSortField> = { field: 'date', direction: 'desc' };

export interface MarketplaceLogFilters {
  referenceType?: LogReferenceType;
  marketplace?: MarketplaceCode;
  /** The whole id of an order, product or variant. */
  referenceId?: string;
  /** Optional; when given, both days, at most 10 days apart (UTC days, like every list's date range). */
  from?: string;
  to?: string;
}
export const LOG_FILTER_KEYS = ['referenceType', 'marketplace', 'referenceId', 'from', 'to'] as const;

export interface MarketplaceLogListQuery extends MarketplaceLogFilters {
  tab: LogTab;
  page: number;
  pageSize: number;
  sort: Sort<LogSortField>;
}

export type MarketplaceLogListAnswer = ListPage<MarketplaceLogRow, LogTab>;
/** GET …/marketplace-logs/:id */
export type MarketplaceLogAnswer = MarketplaceLogRow;

const text = (value: string | undefined) => value?.trim().slice(0, 40) || undefined;

export function parseMarketplaceLogFilters(raw: RawQuery): MarketplaceLogFilters {
  const filters: MarketplaceLogFilters = { referenceId: text(raw.referenceId), from: text(raw.from), to: text(raw.to) };
  if (LOG_REFERENCE_TYPES.includes(raw.referenceType as LogReferenceType)) filters.referenceType = raw.referenceType as LogReferenceType;
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  return filters;
}

export function parseMarketplaceLogQuery(raw: RawQuery, maxPageSize?: number): MarketplaceLogListQuery {
  return {
    ...parseMarketplaceLogFilters(raw),
    tab: parseTab(raw.tab, LOG_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, LOG_SORT_FIELDS, DEFAULT_LOG_SORT),
  };
}

export function marketplaceLogQueryToRaw(query: Partial<MarketplaceLogListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

const WHOLE_ID = /^\d{1,16}$/;

/** Field problems as i18n keys (the date range under `from`, a reference id that is not a whole id), or null. */
export function marketplaceLogFilterProblems(filters: MarketplaceLogFilters): Record<string, string> | null {
  const problems: Record<string, string> = {};
  const range = dateRangeProblem(filters.from, filters.to, false);
  if (range) problems.from = range;
  if (filters.referenceId && !WHOLE_ID.test(filters.referenceId)) problems.referenceId = 'marketplaceLogs.filters.referenceIdInvalid';
  return Object.keys(problems).length ? problems : null;
}

/** The path id of a log: a positive whole number within the safe range, else null. */
export function parseLogId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
