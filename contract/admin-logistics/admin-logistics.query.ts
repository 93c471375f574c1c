/**
 * The staff's lists of the logistics tools: companies with their Hepsijet state (a tab per state, a company, a search
 * of name or id), and every company's holidays (upcoming or all, by company and country). The EAD list is the
 * sellers' query (contract/logistics/ead.query.ts) over every lane.
 */
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import { COUNTRY_UNKNOWN, countryFilter, isCountryCode } from '../logistics/countries';
import { sameText, textMatches } from '../text-search';
import type { CompanyLogistics, StaffHoliday } from './admin-logistics.types';

const text = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;

export const COMPANY_LOGISTICS_TABS = ['all', 'enabled', 'disabled'] as const;
export type CompanyLogisticsTab = (typeof COMPANY_LOGISTICS_TABS)[number];
export const COMPANY_LOGISTICS_FILTER_KEYS = ['q', 'companyId'] as const;

export interface CompanyLogisticsQuery {
  tab: CompanyLogisticsTab;
  q?: string | undefined;
  companyId?: number | undefined;
  page: number;
  pageSize: number;
}

export function parseCompanyLogisticsQuery(raw: RawQuery, maxPageSize?: number): CompanyLogisticsQuery {
  return {
    tab: parseTab(raw.tab, COMPANY_LOGISTICS_TABS),
    q: text(raw.q),
    companyId: wholeId(raw.companyId) ?? undefined,
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
  };
}

export const companyLogisticsQueryToRaw = (query: Partial<CompanyLogisticsQuery>): Record<string, string> => listQueryToRaw(query);

/** The tab a company falls in by its Hepsijet state. */
export const hepsijetTabOf = (row: Pick<CompanyLogistics, 'hepsijet'>): Exclude<CompanyLogisticsTab, 'all'> => (row.hepsijet.enabled ? 'enabled' : 'disabled');

/** Whether a company passes the filters (the tab aside): the company, its whole id or part of its name. */
export function companyLogisticsMatches(row: CompanyLogistics, query: Pick<CompanyLogisticsQuery, 'q' | 'companyId'>): boolean {
  if (query.companyId !== undefined && row.companyId !== query.companyId) return false;
  return !query.q || sameText(query.q, String(row.companyId)) || textMatches(query.q, row.companyName);
}

export const STAFF_HOLIDAY_TABS = ['upcoming', 'all'] as const;
export type StaffHolidayTab = (typeof STAFF_HOLIDAY_TABS)[number];
export const STAFF_HOLIDAY_FILTER_KEYS = ['companyId', 'country'] as const;
export const STAFF_HOLIDAY_SORT_FIELDS = ['start', 'end', 'country', 'companyId'] as const;
export type StaffHolidaySortField = (typeof STAFF_HOLIDAY_SORT_FIELDS)[number];
const HOLIDAY_SORT: Sort<StaffHolidaySortField> = { field: 'start', direction: 'asc' };

export interface StaffHolidayQuery {
  tab: StaffHolidayTab;
  companyId?: number | undefined;
  country?: string | undefined;
  page: number;
  pageSize: number;
  sort: Sort<StaffHolidaySortField>;
}

export function parseStaffHolidayQuery(raw: RawQuery, maxPageSize?: number): StaffHolidayQuery {
  return {
    tab: parseTab(raw.tab, STAFF_HOLIDAY_TABS),
    companyId: wholeId(raw.companyId) ?? undefined,
    country: countryFilter(raw.country),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, STAFF_HOLIDAY_SORT_FIELDS, HOLIDAY_SORT),
  };
}

export const staffHolidayQueryToRaw = (query: Partial<StaffHolidayQuery>): Record<string, string> => listQueryToRaw(query);

/** Field problems as i18n keys, or null (an unknown country is a problem, not a silent "any"). */
export function staffHolidayProblems(query: Pick<StaffHolidayQuery, 'country'>): Record<string, string> | null {
  return query.country !== undefined && !isCountryCode(query.country) ? { country: COUNTRY_UNKNOWN } : null;
}

/** Upcoming: not over as of `today` (`YYYY-MM-DD`). */
export const holidayInTab = (holiday: Pick<StaffHoliday, 'end'>, tab: StaffHolidayTab, today: string): boolean => tab === 'all' || holiday.end >= today;
