/**
 * The messages list query (spec §2 /messages, §5): tabs All and Unread, filters by sender kind, marketplace and an
 * optional date range of at most 10 days (UTC days of `sentAt`), newest first. The SPA, the BFF and the sandbox read
 * it here; `messageMatches` is the one filter.
 */
import type { MarketplaceCode } from '../downstream/marketplace';
import { dateRangeProblem, rangeBounds } from '../lists/date-range';
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { MESSAGE_SENDER_KINDS, type Message, type MessageSenderKind } from './message.types';

export const MESSAGE_TABS = ['all', 'unread'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];
export const MESSAGE_SORT_FIELDS = ['sentAt'] as const;
export type MessageSortField = (typeof MESSAGE_SORT_FIELDS)[number];
const DEFAULT_SORT: Sort<MessageSortField> = { field: 'sentAt', direction: 'desc' };

export interface MessageFilters {
  senderKind?: MessageSenderKind | undefined;
  /** Only that marketplace's messages (staff messages have none). */
  marketplace?: MarketplaceCode | undefined;
  /** Optional; when given, both days, at most 10 days apart (UTC days of `sentAt`). */
  from?: string | undefined;
  to?: string | undefined;
}
export const MESSAGE_FILTER_KEYS = ['senderKind', 'marketplace', 'from', 'to'] as const;

export interface MessageListQuery extends MessageFilters {
  tab: MessageTab;
  page: number;
  pageSize: number;
  sort: Sort<MessageSortField>;
}

const text = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;

export function parseMessageFilters(raw: RawQuery): MessageFilters {
  const filters: MessageFilters = { from: text(raw.from), to: text(raw.to) };
  if (MESSAGE_SENDER_KINDS.includes(raw.senderKind as MessageSenderKind)) filters.senderKind = raw.senderKind as MessageSenderKind;
  if (MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode)) filters.marketplace = raw.marketplace as MarketplaceCode;
  return filters;
}

export function parseMessageQuery(raw: RawQuery, maxPageSize?: number): MessageListQuery {
  return {
    ...parseMessageFilters(raw),
    tab: parseTab(raw.tab, MESSAGE_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, MESSAGE_SORT_FIELDS, DEFAULT_SORT),
  };
}

export function messageQueryToRaw(query: Partial<MessageListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** Field problems as i18n keys (the §5 date range, under `from`), or null. */
export function messageFilterProblems(filters: MessageFilters): Record<string, string> | null {
  const range = dateRangeProblem(filters.from, filters.to, false);
  return range ? { from: range } : null;
}

/** Whether a message passes the filters (the tab is applied separately). */
export function messageMatches(message: Message, filters: MessageFilters): boolean {
  if (filters.senderKind && message.senderKind !== filters.senderKind) return false;
  if (filters.marketplace && message.marketplace !== filters.marketplace) return false;
  if (filters.from && filters.to) {
    const [start, end] = rangeBounds(filters.from, filters.to);
    const at = Date.parse(message.sentAt);
    if (at < start || at >= end) return false;
  }
  return true;
}
