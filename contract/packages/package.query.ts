/** The packages list query and its matcher. The package export needs a date range (spec §5). */
import { dateRangeProblem, rangeBounds } from '../lists/date-range';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { sameText } from '../text-search';
import { PACKAGE_TABS, type Package } from './package.types';

export const PACKAGE_SORT_FIELDS = ['createdAt', 'updatedAt', 'totalProductPrice'] as const;
export type PackageSortField = (typeof PACKAGE_SORT_FIELDS)[number];
export const DEFAULT_PACKAGE_SORT: Sort<PackageSortField> = { field: 'createdAt', direction: 'desc' };

export interface PackageFilters {
  from?: string;
  to?: string;
  marketplace?: MarketplaceCode;
  orderId?: string;
  barcode?: string;
  country?: string;
}
export const PACKAGE_FILTER_KEYS = ['from', 'to', 'marketplace', 'orderId', 'barcode', 'country'] as const;

/** `all` sets the tabs aside (an export of every package the filters match). */
export const PACKAGE_QUERY_TABS = [...PACKAGE_TABS, 'all'] as const;
export type PackageQueryTab = (typeof PACKAGE_QUERY_TABS)[number];

export interface PackageListQuery extends PackageFilters {
  tab: PackageQueryTab;
  page: number;
  pageSize: number;
  sort: Sort<PackageSortField>;
}

const text = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;

export function parsePackageFilters(raw: RawQuery): PackageFilters {
  const filters: PackageFilters = {
    from: text(raw.from),
    to: text(raw.to),
    orderId: text(raw.orderId),
    barcode: text(raw.barcode),
    country: text(raw.country)?.toUpperCase(),
  };
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  return filters;
}

export function parsePackageQuery(raw: RawQuery, maxPageSize?: number): PackageListQuery {
  return {
    ...parsePackageFilters(raw),
    tab: parseTab(raw.tab, PACKAGE_QUERY_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, PACKAGE_SORT_FIELDS, DEFAULT_PACKAGE_SORT),
  };
}

export function packageQueryToRaw(query: Partial<PackageListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** `forExport`: the date range becomes required. */
export function packageFilterProblems(filters: PackageFilters, forExport = false): Record<string, string> | null {
  const range = dateRangeProblem(filters.from, filters.to, forExport);
  return range ? { from: range } : null;
}

export function packageMatches(pkg: Package, filters: PackageFilters, marketplaceOrderId: string): boolean {
  if (filters.marketplace && pkg.channelName !== filters.marketplace) return false;
  const { orderId, barcode } = filters;
  if (orderId && String(pkg.orderId) !== orderId.trim() && !sameText(orderId, marketplaceOrderId)) return false;
  if (barcode && !sameText(barcode, pkg.tracking?.barcode)) return false;
  if (filters.country && pkg.destinationCountry !== filters.country) return false;
  if (filters.from && filters.to) {
    const [start, end] = rangeBounds(filters.from, filters.to);
    const at = Date.parse(pkg.createdAt);
    if (at < start || at >= end) return false;
  }
  return true;
}
