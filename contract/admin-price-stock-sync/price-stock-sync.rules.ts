/** The rules of the price and stock synchronisation: a row's state, a run's outcome, what a retry mends, and a scope's key. */
import type { MarketplaceCode } from '../downstream/marketplace';
import { wholeId } from '../lists/whole-id';
import { MARKETPLACE_CODES } from '../orders/order.query';
import type { RerunScope, SyncFailureReason, SyncRunOutcome, SyncState } from './price-stock-sync.types';

/** A refusal is failing until a run mends it; otherwise items waiting make the row pending; else it is up to date. */
export function syncStateOf(row: { pendingItems: number; failedItems: number }): SyncState {
  if (row.failedItems > 0) return 'failing';
  return row.pendingItems > 0 ? 'pending' : 'upToDate';
}

export function runOutcomeOf(sent: number, failed: number): SyncRunOutcome {
  if (failed === 0) return 'succeeded';
  return failed >= sent ? 'failed' : 'partial';
}

/** The marketplace's passing troubles pass on a retry; a price outside its range or a closed listing waits for the seller. */
export const retryMends = (reason: SyncFailureReason): boolean => reason === 'gatewayTimeout' || reason === 'rateLimited';

/** Whether a row falls in a re-run's scope. */
export const inRerunScope = (scope: RerunScope, row: { companyId: number; marketplace: MarketplaceCode }): boolean =>
  (scope.companyId === undefined || scope.companyId === row.companyId) && (scope.marketplace === undefined || scope.marketplace === row.marketplace);

/** A scope without a company or without a marketplace touches many rows: its count is shown and confirmed first. */
export const isWideRerun = (scope: RerunScope): boolean => scope.companyId === undefined || scope.marketplace === undefined;

/** `1001:trendyol`, `1001:*` (every marketplace) or `*:trendyol` (every company): a scope in a URL. */
export const rerunScopeKey = (scope: RerunScope): string => `${scope.companyId ?? '*'}:${scope.marketplace ?? '*'}`;

/** A key back to its scope; null for a key not of that shape or one that names neither. */
export function parseRerunScopeKey(key: string | null): RerunScope | null {
  const [company, marketplace, ...rest] = (key ?? '').split(':');
  if (rest.length > 0 || company === undefined || marketplace === undefined) return null;
  const companyId = company === '*' ? undefined : wholeId(company);
  const code = marketplace === '*' ? undefined : MARKETPLACE_CODES.find((candidate) => candidate === marketplace);
  if (companyId === null || (marketplace !== '*' && code === undefined) || (companyId === undefined && code === undefined)) return null;
  return { ...(companyId === undefined ? {} : { companyId }), ...(code === undefined ? {} : { marketplace: code }) };
}
