/**
 * The reports' query (table, charts and export): a range of UTC days (both ends included; none asked: the last
 * REPORT_DEFAULT_DAYS days to the service's day), a marketplace and a company. Rows come by GMV, highest first.
 */
import { DAY_MS, dateRangeProblem, rangeDays } from '../lists/date-range';
import { listQueryToRaw, parsePage, parsePageSize, parseTab, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { REPORT_TABS, type ReportTab } from './report.types';

/** The longest range a report covers (a year, leap day included). */
export const REPORT_MAX_DAYS = 366;
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_FILTER_KEYS = ['from', 'to', 'marketplace', 'companyId'] as const;

export interface ReportFilters {
  from?: string | undefined;
  to?: string | undefined;
  marketplace?: MarketplaceCode | undefined;
  companyId?: number | undefined;
}

export interface ReportQuery extends ReportFilters {
  tab: ReportTab;
  page: number;
  pageSize: number;
}

const day = (value: string | undefined) => value?.trim().slice(0, 10) || undefined;

export function parseReportFilters(raw: RawQuery): ReportFilters {
  const marketplace = MARKETPLACE_CODES.find((code) => code === raw.marketplace);
  return { from: day(raw.from), to: day(raw.to), marketplace, companyId: wholeId(raw.companyId) ?? undefined };
}

export function parseReportQuery(raw: RawQuery, maxPageSize?: number): ReportQuery {
  return { tab: parseTab(raw.tab, REPORT_TABS), ...parseReportFilters(raw), page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize, maxPageSize) };
}

export const reportQueryToRaw = (query: Partial<ReportQuery>): Record<string, string> => listQueryToRaw(query);

/** Both ends or neither, in order, at most REPORT_MAX_DAYS days; reported under `from`. */
export function reportQueryProblems(query: ReportFilters): Record<string, string> | null {
  const problem = dateRangeProblem(query.from, query.to, false, null);
  if (problem) return { from: problem };
  if (query.from && query.to && rangeDays(query.from, query.to) > REPORT_MAX_DAYS) return { from: 'adminReports.rangeTooLong' };
  return null;
}

/** The range a report covers: the one asked, or the last REPORT_DEFAULT_DAYS days ending on `now`'s UTC day. */
export function reportRange(filters: ReportFilters, now: number): { from: string; to: string } {
  if (filters.from && filters.to) return { from: filters.from, to: filters.to };
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(now - (REPORT_DEFAULT_DAYS - 1) * DAY_MS), to: iso(now) };
}
