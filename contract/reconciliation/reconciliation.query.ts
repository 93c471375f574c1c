/**
 * The reconciliation lines query (period tab, period, filters, pages, sort) and the payments query, with the one
 * matcher for the line filters. The SPA keeps them in the URL, the BFF validates them, the service answers.
 */
import { dateRangeProblem, rangeBounds } from '../lists/date-range';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { sameText } from '../text-search';
import { LINE_TYPES, PAYMENT_STATUSES, PERIOD_KINDS, type LineType, type ReconciliationLine } from './reconciliation.types';

export const LINE_SORT_FIELDS = ['transactionDate', 'dueDate', 'total'] as const;
export type LineSortField = (typeof LINE_SORT_FIELDS)[number];
export const DEFAULT_LINE_SORT: Sort<LineSortField> = { field: 'transactionDate', direction: 'desc' };

export interface LineFilters {
  marketplace?: MarketplaceCode;
  type?: LineType;
  /** Transaction date range (at most 10 days, spec §5). */
  from?: string;
  to?: string;
  sku?: string;
  /** The portal's order id or the marketplace's. */
  orderId?: string;
}
export const LINE_FILTER_KEYS = ['marketplace', 'type', 'from', 'to', 'sku', 'orderId'] as const;

/** `all` sets the tabs aside: every line of every period (or of `period`) the filters match. The screen shows one tab. */
export const RECONCILIATION_QUERY_TABS = [...PERIOD_KINDS, 'all'] as const;
export type ReconciliationQueryTab = (typeof RECONCILIATION_QUERY_TABS)[number];

export interface ReconciliationListQuery extends LineFilters {
  tab: ReconciliationQueryTab;
  /** The period shown; absent: the tab's own (the current one, the latest past, the nearest future). */
  period?: number;
  page: number;
  pageSize: number;
  sort: Sort<LineSortField>;
}

const text = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;

function positive(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export function parseLineFilters(raw: RawQuery): LineFilters {
  const filters: LineFilters = { from: text(raw.from), to: text(raw.to), sku: text(raw.sku), orderId: text(raw.orderId) };
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  if (LINE_TYPES.includes(raw.type as LineType)) filters.type = raw.type as LineType;
  return filters;
}

export function parseReconciliationQuery(raw: RawQuery, maxPageSize?: number): ReconciliationListQuery {
  return {
    ...parseLineFilters(raw),
    tab: parseTab(raw.tab, RECONCILIATION_QUERY_TABS),
    period: positive(raw.period),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, LINE_SORT_FIELDS, DEFAULT_LINE_SORT),
  };
}

export function reconciliationQueryToRaw(query: Partial<ReconciliationListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** Field problems as i18n keys (the date range), or null. */
export function lineFilterProblems(filters: LineFilters): Record<string, string> | null {
  const range = dateRangeProblem(filters.from, filters.to, false);
  return range ? { from: range } : null;
}

export function lineMatches(line: ReconciliationLine, filters: LineFilters): boolean {
  if (filters.marketplace && line.channel !== filters.marketplace) return false;
  if (filters.type && line.type !== filters.type) return false;
  const { sku, orderId } = filters;
  if (sku && !sameText(sku, line.sku)) return false;
  if (orderId && String(line.orderId) !== orderId.trim() && !sameText(orderId, line.marketplaceOrderId)) return false;
  if (filters.from && filters.to) {
    const [start, end] = rangeBounds(filters.from, filters.to);
    const at = Date.parse(line.transactionDate);
    if (at < start || at >= end) return false;
  }
  return true;
}

/** The lines of one period as Reconciliation Details pages them (its period comes from the path). */
export interface PeriodLinesQuery {
  page: number;
  pageSize: number;
  sort: Sort<LineSortField>;
}

export function parsePeriodLinesQuery(raw: RawQuery): PeriodLinesQuery {
  return { page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize), sort: parseSort(raw.sort, LINE_SORT_FIELDS, DEFAULT_LINE_SORT) };
}

export function periodLinesQueryToRaw(query: Partial<PeriodLinesQuery>): Record<string, string> {
  return reconciliationQueryToRaw(query);
}

export const PAYMENT_TABS = ['all', ...PAYMENT_STATUSES] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];
export const PAYMENT_SORT_FIELDS = ['date', 'amount'] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];
export const DEFAULT_PAYMENT_SORT: Sort<PaymentSortField> = { field: 'date', direction: 'desc' };

export interface PaymentListQuery {
  tab: PaymentTab;
  page: number;
  pageSize: number;
  sort: Sort<PaymentSortField>;
}

export function parsePaymentQuery(raw: RawQuery): PaymentListQuery {
  return {
    tab: parseTab(raw.tab, PAYMENT_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize),
    sort: parseSort(raw.sort, PAYMENT_SORT_FIELDS, DEFAULT_PAYMENT_SORT),
  };
}

export function paymentQueryToRaw(query: Partial<PaymentListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}
