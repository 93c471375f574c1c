/**
 * The staff's price and stock synchronisation screen (/admin/price-stock-sync): one row per company and marketplace
 * the company sells on, with the last run, the items waiting to be sent and the items the marketplace refused (which
 * SKUs and why, as reason codes the screen words in the reader's language). A re-run sends again for one company on
 * one marketplace, a company on every marketplace, or a marketplace across companies.
 */
import * as yup from 'yup';
import type { MarketplaceCode } from '../downstream/marketplace';
import { compactQuery, parsePage, parsePageSize, parseTab, type ListPage, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import { MARKETPLACE_CODES } from '../orders/order.query';

/** Why the marketplace refused an item's price and stock. The first two pass on a retry; the others need the seller. */
export const SYNC_FAILURE_REASONS = ['gatewayTimeout', 'rateLimited', 'priceOutOfRange', 'listingClosed'] as const;
export type SyncFailureReason = (typeof SYNC_FAILURE_REASONS)[number];

/** A row's state, in the order the tabs show them. */
export const SYNC_STATES = ['failing', 'pending', 'upToDate'] as const;
export type SyncState = (typeof SYNC_STATES)[number];

export const SYNC_TABS = ['all', ...SYNC_STATES] as const;
export type SyncTab = (typeof SYNC_TABS)[number];

/** How the last run ended: every item accepted, some refused, or every item refused. */
export type SyncRunOutcome = 'succeeded' | 'partial' | 'failed';

export interface SyncLastRun {
  at: string;
  /** Items sent in that run. */
  sent: number;
  /** Of those, refused by the marketplace. */
  failed: number;
  outcome: SyncRunOutcome;
}

/** One variant whose price and stock the marketplace refused. */
export interface SyncFailure {
  variantId: number;
  sku: string;
  reason: SyncFailureReason;
  /** When the marketplace refused it. */
  at: string;
}

export interface PriceStockSyncRow {
  companyId: number;
  companyName: string;
  marketplace: MarketplaceCode;
  /** Variants listed there: what a run sends. */
  listedItems: number;
  /** Null when nothing was ever sent (no listed variant). */
  lastRun: SyncLastRun | null;
  /** Items changed since the last run, waiting for the next one. */
  pendingItems: number;
  failedItems: number;
  /** The refused items, the first `SYNC_FAILURES_SHOWN` by SKU. */
  failures: SyncFailure[];
  state: SyncState;
}

export const SYNC_FAILURES_SHOWN = 20;

export type PriceStockSyncAnswer = ListPage<PriceStockSyncRow, SyncTab>;

/** A company on a marketplace, a company on every marketplace, or a marketplace across companies (never everything). */
export interface RerunScope {
  companyId?: number;
  marketplace?: MarketplaceCode;
}

export interface PriceStockSyncQuery extends RerunScope {
  tab: SyncTab;
  page: number;
  pageSize: number;
}

export const SYNC_FILTER_KEYS = ['companyId', 'marketplace'] as const;

export function parseRerunScope(raw: RawQuery): RerunScope {
  const companyId = wholeId(raw.companyId);
  const marketplace = MARKETPLACE_CODES.find((code) => code === raw.marketplace);
  return { ...(companyId === null ? {} : { companyId }), ...(marketplace ? { marketplace } : {}) };
}

export function parsePriceStockSyncQuery(raw: RawQuery, maxPageSize?: number): PriceStockSyncQuery {
  return { tab: parseTab(raw.tab, SYNC_TABS), ...parseRerunScope(raw), page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize, maxPageSize) };
}

export const priceStockSyncQueryToRaw = (query: Partial<PriceStockSyncQuery>): Record<string, string> => compactQuery({ ...query });
export const rerunScopeToRaw = (scope: RerunScope): Record<string, string> => compactQuery({ ...scope });

/** The scope names a company, a marketplace or both. */
export const rerunScopeProblems = (scope: RerunScope): Record<string, string> | null =>
  scope.companyId === undefined && scope.marketplace === undefined ? { companyId: 'adminPriceStockSync.rerun.scopeRequired' } : null;

export const rerunSchema = yup
  .object({
    companyId: yup.number().integer().positive().optional(),
    marketplace: yup.string().oneOf(MARKETPLACE_CODES, 'validation.required').optional(),
  })
  .test('scope', function scope(body) {
    return (
      body.companyId !== undefined ||
      body.marketplace !== undefined ||
      this.createError({ path: 'companyId', message: 'adminPriceStockSync.rerun.scopeRequired' })
    );
  });
export type RerunBody = yup.InferType<typeof rerunSchema>;

/** What a re-run will touch, shown before it is confirmed. */
export interface RerunPreview {
  rows: number;
  companies: number;
  marketplaces: number;
  pendingItems: number;
  failedItems: number;
  /** Of the failed items, those whose reason a retry cannot mend: they stay failed. */
  staysFailing: number;
}

/** What a re-run did: the rows run, the items sent, and those the marketplace refused again. */
export interface RerunAnswer {
  rows: number;
  sent: number;
  failed: number;
}
