/**
 * Today (the top of the dashboard): everything waiting on the seller, soonest deadline first. Each service answers
 * its groups in one call (contract/downstream/today.routes.ts), built by the rules in today.rules.ts; the BFF adds
 * the portal's own (its imports) and puts them together in GET /api/dashboard/today.
 */
import type { LocalizedName } from '../localized-name';

/** The groups, each from one source (TODAY_GROUP_SOURCE), in the order a tie on the deadline is broken. */
export const TODAY_GROUPS = ['shipping', 'delayedPackages', 'questions', 'claims', 'invoices', 'pricingLocks', 'imports', 'validation', 'messages'] as const;
export type TodayGroup = (typeof TODAY_GROUPS)[number];

/** The downstream services that answer groups, each part through its own cache. */
export const TODAY_SERVICES = ['marketplace', 'logistics'] as const;
export type TodayService = (typeof TODAY_SERVICES)[number];
/** Where a group comes from: a service, or the portal's own records (its imports, kept by the BFF). */
export const TODAY_SOURCES = [...TODAY_SERVICES, 'portal'] as const;
export type TodaySource = (typeof TODAY_SOURCES)[number];

export const TODAY_GROUP_SOURCE: Readonly<Record<TodayGroup, TodaySource>> = {
  shipping: 'marketplace',
  questions: 'marketplace',
  claims: 'marketplace',
  pricingLocks: 'marketplace',
  messages: 'marketplace',
  validation: 'marketplace',
  delayedPackages: 'logistics',
  invoices: 'logistics',
  imports: 'portal',
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
  'importRowsRefused',
  'validationFailed',
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

/** What one source answers: its groups' items, each group sorted. */
export type TodayPart = Partial<Record<TodayGroup, TodayItem[]>>;

/** How a source's part stands in the answer (as the dashboard's figures: `asOf`, stale, refreshing), or failed. */
export type TodayPartState = { status: 'loaded'; asOf: string; stale: boolean; refreshing: boolean } | { status: 'failed' };

/** GET /api/dashboard/today. */
export interface TodayAnswer {
  companyId: number;
  /** Every loaded group's items, soonest deadline first (sortToday); only each group's first when `totals` is given. */
  items: TodayItem[];
  /** How many items each group holds in all, when `items` holds only each group's first (what the list shows). */
  totals?: Partial<Record<TodayGroup, number>>;
  /** How each source's part stands: a failed one leaves its groups (TODAY_GROUP_SOURCE) marked "could not be loaded". */
  parts: Record<TodaySource, TodayPartState>;
}
