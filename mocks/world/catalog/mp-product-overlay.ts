/**
 * The marketplace-product rows as of `now`: variants with a lock (their own, or an Incorrect Pricing lock of the
 * order book) are read through variantView and their rows take its statuses; every other row keeps its stored status.
 * Kept per catalogue until a lock starts or ends, the order book gains a lock, or the index is rebuilt, so a request
 * pays only for the rows it shows.
 */
import type { Variant } from '@contract/catalog/catalog.types';
import type { World } from '../world';
import type { CompanyCatalog } from './catalog-book';
import { statusIndex, type MpProductIndex } from './mp-product-index';
import { orderLocksBySku, variantView } from './variant-view';

export interface LockOverlay {
  /** Per row: the MARKETPLACE_VARIANT_STATUSES position as of the overlay's time. */
  status: Int8Array;
  /** The variants read through variantView, by position. */
  viewed: Map<number, Variant>;
}

interface Kept extends LockOverlay {
  index: MpProductIndex;
  orderLocks: unknown;
  from: number;
  /** The next moment a lock starts or lifts: the overlay holds until then. */
  until: number;
}

const kept = new WeakMap<CompanyCatalog, Kept>();

function lockedPositions(catalog: CompanyCatalog, index: MpProductIndex, orderLockSkus: Iterable<string>): Set<number> {
  const positions = new Set<number>(index.withStoredLocks);
  for (const sku of orderLockSkus) {
    const at = index.variantAtSku.get(sku);
    if (at !== undefined && index.firstRow[at + 1]! > index.firstRow[at]!) positions.add(at);
  }
  return positions;
}

export function lockOverlay(world: World, catalog: CompanyCatalog, index: MpProductIndex, now: number): LockOverlay {
  const orderLocks = orderLocksBySku(world, catalog.companyId);
  const current = kept.get(catalog);
  if (current && current.index === index && current.orderLocks === orderLocks && now >= current.from && now < current.until) return current;
  const status = index.rowStatus.slice();
  const viewed = new Map<number, Variant>();
  let until = Number.POSITIVE_INFINITY;
  const watch = (iso: string | null) => {
    const at = iso === null ? Number.NaN : Date.parse(iso);
    if (at > now && at < until) until = at;
  };
  for (const at of lockedPositions(catalog, index, orderLocks.keys())) {
    const variant = catalog.variants[at]!;
    const view = variantView(world, catalog.companyId, variant, now);
    viewed.set(at, view);
    for (let row = index.firstRow[at]!; row < index.firstRow[at + 1]!; row += 1) status[row] = statusIndex(view.marketplaces[index.rowState[row]!]!.status);
    for (const lock of [...variant.locks, ...(orderLocks.get(variant.sku) ?? [])]) {
      watch(lock.lockedAt);
      watch(lock.until);
    }
  }
  const overlay: Kept = { status, viewed, index, orderLocks, from: now, until };
  kept.set(catalog, overlay);
  return overlay;
}
