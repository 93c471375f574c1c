/**
 * A variant as read at `now`: its locks (the marketplace's own, stored on the variant, and the Incorrect Pricing
 * locks of the company's order book) with their state as of now, and its marketplace states overlaid: a marketplace
 * with a lock in force shows `locked`; once an Incorrect Pricing lock lifts (7 days) the variant stays `inactive`
 * there (spec §4), and once a marketplace lock lifts it shows `unLocked` — until a later change of that state
 * (its `lastSyncAt` after the lift) takes over. Cheap per row: one map lookup for a variant without locks.
 */
import type { Variant, VariantLock, VariantMarketplaceState } from '@contract/catalog/catalog.types';
import type { MarketplaceLock } from '@contract/orders/order.types';
import { lockAt } from '@contract/orders/order.rules';
import { activeLockOn } from '@contract/catalog/variant-locks';
import { orderBookOf, type CompanyOrderBook } from '../orders/order-book';
import type { World } from '../world';

/** The lock reason shown for locks taken by an Incorrect Pricing cancellation (spec §4, the cancel reason's words). */
export const INCORRECT_PRICING_LOCK_REASON = 'Incorrect Pricing';

interface LockIndex {
  count: number;
  bySku: Map<string, MarketplaceLock[]>;
}

const indexes = new WeakMap<CompanyOrderBook, LockIndex>();
const NO_LOCKS = new Map<string, MarketplaceLock[]>();

/** The company's Incorrect Pricing locks by SKU, rebuilt when the book gains locks. */
export function orderLocksBySku(world: World, companyId: number): ReadonlyMap<string, readonly MarketplaceLock[]> {
  const book = orderBookOf(world, companyId);
  if (!book) return NO_LOCKS;
  const known = indexes.get(book);
  if (known && known.count === book.locks.length) return known.bySku;
  const bySku = new Map<string, MarketplaceLock[]>();
  for (const lock of book.locks) {
    const list = bySku.get(lock.sku);
    if (list) list.push(lock);
    else bySku.set(lock.sku, [lock]);
  }
  indexes.set(book, { count: book.locks.length, bySku });
  return bySku;
}

function storedLockAt(lock: VariantLock, now: number): VariantLock {
  const state = lock.until !== null && Date.parse(lock.until) <= now ? 'unLocked' : 'locked';
  return state === lock.state ? lock : { ...lock, state };
}

function fromOrders(lock: MarketplaceLock, now: number): VariantLock {
  return {
    marketplace: lock.marketplace,
    lockedAt: lock.lockedAt,
    lockReason: INCORRECT_PRICING_LOCK_REASON,
    until: lock.until,
    state: lockAt(lock, now).state,
  };
}

function overlay(state: VariantMarketplaceState, locks: readonly VariantLock[]): VariantMarketplaceState {
  const shown = activeLockOn(locks, state.marketplace);
  if (!shown) return state;
  if (shown.state === 'locked') return state.status === 'locked' ? state : { ...state, status: 'locked' };
  const lifted = shown;
  if (state.lastSyncAt !== null && lifted.until !== null && state.lastSyncAt > lifted.until) return state;
  const status = lifted.lockReason === INCORRECT_PRICING_LOCK_REASON ? 'inactive' : 'unLocked';
  return state.status === status ? state : { ...state, status };
}

/** The variant as read at `now` (the same object when it has no locks; never change what this returns). */
export function variantView(world: World, companyId: number, variant: Variant, now: number): Variant {
  const fromBook = orderLocksBySku(world, companyId).get(variant.sku);
  if (!fromBook && variant.locks.length === 0) return variant;
  const locks: VariantLock[] = variant.locks.filter((lock) => Date.parse(lock.lockedAt) <= now).map((lock) => storedLockAt(lock, now));
  for (const lock of fromBook ?? []) if (Date.parse(lock.lockedAt) <= now) locks.push(fromOrders(lock, now));
  if (locks.length === 0 && variant.locks.length === 0) return variant;
  locks.sort((a, b) => (a.lockedAt < b.lockedAt ? -1 : a.lockedAt > b.lockedAt ? 1 : 0));
  return { ...variant, locks, marketplaces: variant.marketplaces.map((state) => overlay(state, locks)) };
}
