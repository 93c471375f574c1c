/**
 * The lock a screen shows for a variant on one marketplace (spec §4): the lock in force (the latest taken, when several
 * hold), else the one that lifted last; null when it was never locked there. Marketplace Products, the Variants tab,
 * order detail and the sandbox's status overlay all take it from here, so they never disagree.
 */
import type { MarketplaceCode } from '../downstream/marketplace';

/** What the rule reads of a lock: a variant's (catalogue) or an order's (Incorrect Pricing) lock alike. */
export interface LockLike {
  marketplace: MarketplaceCode;
  lockedAt: string;
  until: string | null;
  state: 'locked' | 'unLocked';
}

const later = (a: string | null, b: string | null) => (a ?? '') > (b ?? '');

export function activeLockOn<L extends LockLike>(locks: readonly L[], marketplace: MarketplaceCode): L | null {
  let inForce: L | null = null;
  let lifted: L | null = null;
  for (const lock of locks) {
    if (lock.marketplace !== marketplace) continue;
    if (lock.state === 'locked') {
      if (!inForce || later(lock.lockedAt, inForce.lockedAt)) inForce = lock;
    } else if (!lifted || later(lock.until, lifted.until)) {
      lifted = lock;
    }
  }
  return inForce ?? lifted;
}
