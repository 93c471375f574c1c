/**
 * The staff's lead-time tool (/admin/lead-time-tools): a company's fulfillment days (lead time) by category, read per
 * company and changed in bulk by the lead-time file (contract/imports/lead-time.rules.ts).
 */
import type { ListPage } from '../lists/list-query';
import { listQueryToRaw, parsePage, parsePageSize, parseTab, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import type { LocalizedName } from '../localized-name';

/** One category the company's live products sit on, with their fulfillment days. */
export interface LeadTimeCategory {
  companyId: number;
  categoryId: number;
  /** The category's path from the root in both languages. */
  path: LocalizedName;
  products: number;
  /** The fewest and most days among those products (equal when the category has one lead time). */
  minDays: number;
  maxDays: number;
}

export const LEAD_TIME_TABS = ['all'] as const;
export type LeadTimeTab = (typeof LEAD_TIME_TABS)[number];
export const LEAD_TIME_FILTER_KEYS = ['companyId', 'q'] as const;

export interface LeadTimeQuery {
  tab: LeadTimeTab;
  companyId?: number | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

export function parseLeadTimeQuery(raw: RawQuery, maxPageSize?: number): LeadTimeQuery {
  return {
    tab: parseTab(raw.tab, LEAD_TIME_TABS),
    companyId: wholeId(raw.companyId) ?? undefined,
    q: raw.q?.trim().slice(0, 100) || undefined,
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
  };
}

export const leadTimeQueryToRaw = (query: Partial<LeadTimeQuery>): Record<string, string> => listQueryToRaw(query);

/** The list reads one company's catalogue: until a company is chosen nothing is asked. */
export const leadTimeProblems = (query: Pick<LeadTimeQuery, 'companyId'>): Record<string, string> | null =>
  query.companyId === undefined ? { companyId: 'adminLeadTimes.companyRequired' } : null;

export type LeadTimeListAnswer = ListPage<LeadTimeCategory, LeadTimeTab>;
