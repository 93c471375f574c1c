/**
 * The questions (tickets) list query (spec §2 /questions, §4, §5): the first tab is the seller's to-do list (the
 * tickets waiting for an answer, the badge's count), then a tab per §4 status and All; filters by marketplace, whole
 * product SKU, whole order id and an optional creation date range of at most 10 days; soonest `expiresAt` first across
 * every marketplace. The SPA, the BFF and the sandbox read it here; `questionMatches` is the one filter.
 */
import type { MarketplaceCode } from '../downstream/marketplace';
import { dateRangeProblem, rangeBounds } from '../lists/date-range';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { sameText } from '../text-search';
import { TICKET_STATUSES, type Ticket } from '../tickets/ticket.types';

/** `awaitingSeller` (Open and Awaiting Merchant: what the badge counts) first, each §4 status, then All. */
export const QUESTION_TABS = ['awaitingSeller', ...TICKET_STATUSES, 'all'] as const;
export type QuestionTab = (typeof QUESTION_TABS)[number];
export const QUESTION_SORT_FIELDS = ['expiresAt', 'createdAt'] as const;
export type QuestionSortField = (typeof QUESTION_SORT_FIELDS)[number];
const DEFAULT_SORT: Sort<QuestionSortField> = { field: 'expiresAt', direction: 'asc' };

export interface QuestionFilters {
  marketplace?: MarketplaceCode | undefined;
  /** The whole product SKU. */
  sku?: string | undefined;
  /** The whole order id or marketplace order id (Hepsiburada's with its leading zero). */
  order?: string | undefined;
  /** Optional; when given, both days, at most 10 days apart (UTC days of `createdAt`). */
  from?: string | undefined;
  to?: string | undefined;
}
export const QUESTION_FILTER_KEYS = ['marketplace', 'sku', 'order', 'from', 'to'] as const;

export interface QuestionListQuery extends QuestionFilters {
  tab: QuestionTab;
  page: number;
  pageSize: number;
  sort: Sort<QuestionSortField>;
}

const text = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;

export function parseQuestionFilters(raw: RawQuery): QuestionFilters {
  const filters: QuestionFilters = { sku: text(raw.sku), order: text(raw.order), from: text(raw.from), to: text(raw.to) };
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  return filters;
}

export function parseQuestionQuery(raw: RawQuery, maxPageSize?: number): QuestionListQuery {
  return {
    ...parseQuestionFilters(raw),
    tab: parseTab(raw.tab, QUESTION_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, QUESTION_SORT_FIELDS, DEFAULT_SORT),
  };
}

export function questionQueryToRaw(query: Partial<QuestionListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** Field problems as i18n keys (the §5 date range, under `from`), or null. */
export function questionFilterProblems(filters: QuestionFilters): Record<string, string> | null {
  const range = dateRangeProblem(filters.from, filters.to, false);
  return range ? { from: range } : null;
}

/** Whether a ticket passes the filters (the tab is applied separately). */
export function questionMatches(ticket: Ticket, filters: QuestionFilters): boolean {
  if (filters.marketplace && ticket.marketplace !== filters.marketplace) return false;
  if (filters.sku && !sameText(filters.sku, ticket.productSku)) return false;
  const { order } = filters;
  if (order && !sameText(order, ticket.orderId === null ? null : String(ticket.orderId)) && !sameText(order, ticket.marketplaceOrderId)) return false;
  if (filters.from && filters.to) {
    const [start, end] = rangeBounds(filters.from, filters.to);
    const at = Date.parse(ticket.createdAt);
    if (at < start || at >= end) return false;
  }
  return true;
}
