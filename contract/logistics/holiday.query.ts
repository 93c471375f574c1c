/** The holiday list query: a country filter, page, page size and sort (one tab: a company keeps few holidays). */
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import { COUNTRY_UNKNOWN, countryFilter, isCountryCode } from './countries';

export const HOLIDAY_TABS = ['all'] as const;
export type HolidayTab = (typeof HOLIDAY_TABS)[number];
export const HOLIDAY_SORT_FIELDS = ['start', 'end', 'name', 'country'] as const;
export type HolidaySortField = (typeof HOLIDAY_SORT_FIELDS)[number];
const DEFAULT_SORT: Sort<HolidaySortField> = { field: 'start', direction: 'asc' };

export const HOLIDAY_FILTER_KEYS = ['country'] as const;

export interface HolidayFilters {
  country?: string | undefined;
}

export interface HolidayListQuery extends HolidayFilters {
  tab: HolidayTab;
  page: number;
  pageSize: number;
  sort: Sort<HolidaySortField>;
}

/** The filter bar's values, as typed (an unknown country is a problem, not a silent "any"). */
export function parseHolidayFilters(raw: RawQuery): HolidayFilters {
  return { country: countryFilter(raw.country) };
}

/** Field problems as i18n keys, or null. */
export function holidayFilterProblems(filters: HolidayFilters): Record<string, string> | null {
  return filters.country !== undefined && !isCountryCode(filters.country) ? { country: COUNTRY_UNKNOWN } : null;
}

export function parseHolidayQuery(raw: RawQuery, maxPageSize?: number): HolidayListQuery {
  return {
    ...parseHolidayFilters(raw),
    tab: parseTab(raw.tab, HOLIDAY_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, HOLIDAY_SORT_FIELDS, DEFAULT_SORT),
  };
}

export function holidayQueryToRaw(query: Partial<HolidayListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}
