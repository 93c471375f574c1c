/** The EAD list query: origin and destination filters, page, page size and sort. */
import type { ListPage } from '../lists/list-query';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import { COUNTRY_UNKNOWN, countryFilter, isCountryCode } from './countries';
import type { EadRow } from './logistics.types';

export const EAD_TABS = ['all'] as const;
export type EadTab = (typeof EAD_TABS)[number];
export const EAD_SORT_FIELDS = ['originCountry', 'destinationCountry', 'estimatedDays'] as const;
export type EadSortField = (typeof EAD_SORT_FIELDS)[number];
const DEFAULT_SORT: Sort<EadSortField> = { field: 'destinationCountry', direction: 'asc' };

export const EAD_FILTER_KEYS = ['origin', 'destination'] as const;

export interface EadFilters {
  origin?: string | undefined;
  destination?: string | undefined;
}

export interface EadListQuery extends EadFilters {
  tab: EadTab;
  page: number;
  pageSize: number;
  sort: Sort<EadSortField>;
}

export type EadListAnswer = ListPage<EadRow, EadTab>;

/** The filter bar's values, as typed (an unknown country is a problem, not a silent "any"). */
export function parseEadFilters(raw: RawQuery): EadFilters {
  return { origin: countryFilter(raw.origin), destination: countryFilter(raw.destination) };
}

/** Field problems as i18n keys, or null. */
export function eadFilterProblems(filters: EadFilters): Record<string, string> | null {
  const problems: Record<string, string> = {};
  for (const key of EAD_FILTER_KEYS) if (filters[key] !== undefined && !isCountryCode(filters[key])) problems[key] = COUNTRY_UNKNOWN;
  return Object.keys(problems).length > 0 ? problems : null;
}

export function parseEadQuery(raw: RawQuery, maxPageSize?: number): EadListQuery {
  return {
    ...parseEadFilters(raw),
    tab: parseTab(raw.tab, EAD_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, EAD_SORT_FIELDS, DEFAULT_SORT),
  };
}

export function eadQueryToRaw(query: Partial<EadListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}
