/**
 * Today (the top of the dashboard): everything waiting on the seller, soonest deadline first. Each service answers
 * its groups in one call (contract/downstream/today.routes.ts), built by the rules in today.rules.ts; the BFF puts
 * them together in GET /api/dashboard/today.
 */
import type { LocalizedName } from '../localized-name';

/** The groups, each answered by one service (TODAY_GROUP_SERVICE), in the order a tie on the deadline is broken. */
export const TODAY_GROUPS = ['shipping', 'delayedPackages', 'questions', 'claims', 'invoices', 'pricingLocks', 'messages'] as const;
export type TodayGroup = (typeof TODAY_GROUPS)[number];

export const TODAY_SERVICES = ['marketplace', 'logistics'] as const;
export type TodayService = (typeof TODAY_SERVICES)[number];

export const TODAY_GROUP_SERVICE: Readonly<Record<TodayGroup, TodayService>> = {
  shipping: 'marketplace',
  questions: 'marketplace',
  claims: 'marketplace',
  pricingLocks: 'marketplace',
  messages: 'marketplace',
  delayedPackages: 'logistics',
  invoices: 'logistics',
};

/** Why an item waits (`dashboard.today.reasons.<reason>` in the reader's language). */
export const TODAY_REASONS = [
  'itemLate',
  'itemDueToday',
  'packageDelayed',
  'questionWaiting',
  'claimWaiting',
  'invoiceMissing',
  'pricingLockLifts',
  'messageAsks',
] as const;
export type TodayReason = (typeof TODAY_REASONS)[number];

export interface TodayItem {
  group: TodayGroup;
  reason: TodayReason;
  /** Unique within the list (`<group>:<record id>`). */
  key: string;
  /** The record: its name (a product, a subject) in both languages. */
  name: LocalizedName;
  /** The record's reference the seller knows it by (an order number, a claim number, a SKU). */
  reference: string;
  /** ISO instant the item is due by (it may have passed: a late item), or null when nothing is due. */
  deadline: string | null;
  /** The countdown turns urgent this long before the deadline (ms); null without a deadline. */
  urgentMs: number | null;
  /** Where the seller acts on it: the detail, or the list on its tab and filter (a portal path with its query). */
  link: string;
}

/** What one service answers: its groups' items, each group sorted. */
export type TodayPart = Partial<Record<TodayGroup, TodayItem[]>>;

/** How a service's part stands in the answer (as the dashboard's figures: `asOf`, stale, refreshing), or failed. */
export type TodayPartState = { status: 'loaded'; asOf: string; stale: boolean; refreshing: boolean } | { status: 'failed' };

/** GET /api/dashboard/today. */
export interface TodayAnswer {
  companyId: number;
  /** Every loaded group's items, soonest deadline first (sortToday). */
  items: TodayItem[];
  /** How each service's part stands: a failed one leaves its groups (TODAY_GROUP_SERVICE) marked "could not be loaded". */
  parts: Record<TodayService, TodayPartState>;
}
