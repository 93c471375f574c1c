/** The orders list query: filters (spec §2/§5) on top of the shared list query, and the one matcher for them. */
import * as yup from 'yup';
import { dateRangeProblem, rangeBounds } from '../lists/date-range';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import type { Package } from '../packages/package.types';
import { sameText, textMatches } from '../text-search';
import { matchesFilterStatus, ORDER_TABS } from './order.tabs';
import { ORDER_FILTER_STATUSES, type Order, type OrderFilterStatus } from './order.types';

export const MARKETPLACE_CODES: readonly MarketplaceCode[] = ['hepsiburada', 'noon-ae', 'noon-sa', 'noon-eg', 'trendyol'];
export const ORDER_SORT_FIELDS = ['orderDate', 'dueDate', 'grandTotal', 'customerName'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export const DEFAULT_ORDER_SORT: Sort<OrderSortField> = { field: 'orderDate', direction: 'desc' };

export interface OrderFilters {
  status?: OrderFilterStatus;
  from?: string;
  to?: string;
  marketplace?: MarketplaceCode;
  marketplaceOrderId?: string;
  customer?: string;
  sku?: string;
  country?: string;
}
export const ORDER_FILTER_KEYS = ['status', 'from', 'to', 'marketplace', 'marketplaceOrderId', 'customer', 'sku', 'country'] as const;

/** `all` sets the tabs aside (an export of every order the filters match); the screen itself shows one tab. */
export const ORDER_QUERY_TABS = [...ORDER_TABS, 'all'] as const;
export type OrderQueryTab = (typeof ORDER_QUERY_TABS)[number];

export interface OrderListQuery extends OrderFilters {
  tab: OrderQueryTab;
  page: number;
  pageSize: number;
  sort: Sort<OrderSortField>;
}

const text = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;

export function parseOrderFilters(raw: RawQuery): OrderFilters {
  const filters: OrderFilters = {
    from: text(raw.from),
    to: text(raw.to),
    marketplaceOrderId: text(raw.marketplaceOrderId),
    customer: text(raw.customer),
    sku: text(raw.sku),
    country: text(raw.country)?.toUpperCase(),
  };
  if (ORDER_FILTER_STATUSES.includes(raw.status as OrderFilterStatus)) filters.status = raw.status as OrderFilterStatus;
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  return filters;
}

export function parseOrderQuery(raw: RawQuery, maxPageSize?: number): OrderListQuery {
  return {
    ...parseOrderFilters(raw),
    tab: parseTab(raw.tab, ORDER_QUERY_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, ORDER_SORT_FIELDS, DEFAULT_ORDER_SORT),
  };
}

export function orderQueryToRaw(query: Partial<OrderListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** Field problems as i18n keys (the date range and Hepsiburada's leading zero), or null. */
export function orderFilterProblems(filters: OrderFilters): Record<string, string> | null {
  const problems: Record<string, string> = {};
  const range = dateRangeProblem(filters.from, filters.to, false);
  if (range) problems.from = range;
  if (filters.marketplace === 'hepsiburada' && filters.marketplaceOrderId && !filters.marketplaceOrderId.startsWith('0')) {
    problems.marketplaceOrderId = 'validation.hepsiburadaLeadingZero';
  }
  return Object.keys(problems).length ? problems : null;
}

export const orderFiltersSchema = yup
  .object({
    from: yup.string(),
    to: yup.string(),
    marketplace: yup.string(),
    marketplaceOrderId: yup.string(),
  })
  .test('order-filters', '', function check(value) {
    const problems = orderFilterProblems(value as OrderFilters);
    if (!problems) return true;
    const [path, message] = Object.entries(problems)[0]!;
    return this.createError({ path, message });
  });

/** Whether an order passes the filters (the tab is applied separately). */
export function orderMatches(order: Order, packages: readonly Package[], filters: OrderFilters, now: number): boolean {
  if (filters.marketplace && order.salesChannel !== filters.marketplace) return false;
  const { marketplaceOrderId: orderNumber, customer, sku } = filters;
  if (orderNumber && !sameText(orderNumber, order.marketplaceOrderId) && !sameText(orderNumber, order.hbOrderId)) return false;
  if (filters.country && order.destinationCountry !== filters.country) return false;
  if (customer && !textMatches(customer, order.customerName)) return false;
  if (sku && !order.items.some((item) => sameText(sku, item.sku))) return false;
  if (filters.from && filters.to) {
    const [start, end] = rangeBounds(filters.from, filters.to);
    const at = Date.parse(order.orderDate);
    if (at < start || at >= end) return false;
  }
  return !filters.status || matchesFilterStatus(filters.status, order, packages, now);
}
