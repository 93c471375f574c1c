/**
 * Column arrays over a company's variants for the All Products list's single pass (50,000 variants in well under a
 * millisecond instead of walking 50,000 objects): each position's live product, status, and state per marketplace.
 * Variants with any lock are read through variantView on each call instead, since a lock's effect depends on the clock.
 * Built with the variant index (rebuilt when the catalogue's version moves) and refreshed when the order book's
 * Incorrect Pricing locks grow.
 */
import { MARKETPLACE_VARIANT_STATUSES, type Product, type Variant } from '@contract/catalog/catalog.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { CompanyCatalog } from './catalog-book';
import type { VariantIndex } from './variant-index';

/** Per position: 0 = the variant is not on that marketplace, else 1 + its MARKETPLACE_VARIANT_STATUSES index. */
export type StatusColumn = Uint8Array;

export interface VariantColumns {
  /** The variant's product, or undefined when the product is deleted. */
  productAt: (Product | undefined)[];
  active: Uint8Array;
  statusOn: Map<MarketplaceCode, StatusColumn>;
  /** Positions read through variantView: a lock of their own, or one in the order book (as of `lockCount`). */
  viewed: Uint8Array;
  lockCount: number;
  /** variantView of a viewed position, kept while `now` stays between the lock times around it. */
  views: Map<number, { view: Variant; from: number; until: number }>;
}

const columns = new WeakMap<VariantIndex, VariantColumns>();

export const statusCode = (status: string): number => MARKETPLACE_VARIANT_STATUSES.indexOf(status as (typeof MARKETPLACE_VARIANT_STATUSES)[number]) + 1;

function statusColumns(variants: readonly Variant[]): Map<MarketplaceCode, StatusColumn> {
  const byMarketplace = new Map<MarketplaceCode, StatusColumn>();
  variants.forEach((variant, at) => {
    for (const state of variant.marketplaces) {
      let column = byMarketplace.get(state.marketplace);
      if (!column) byMarketplace.set(state.marketplace, (column = new Uint8Array(variants.length)));
      column[at] = statusCode(state.status);
    }
  });
  return byMarketplace;
}

function viewedPositions(variants: readonly Variant[], lockedSkus: ReadonlyMap<string, unknown>): Uint8Array {
  const viewed = new Uint8Array(variants.length);
  variants.forEach((variant, at) => {
    if (variant.locks.length > 0 || lockedSkus.has(variant.sku)) viewed[at] = 1;
  });
  return viewed;
}

export function variantColumns(catalog: CompanyCatalog, index: VariantIndex, lockedSkus: ReadonlyMap<string, unknown>, lockCount: number): VariantColumns {
  const known = columns.get(index);
  if (known) {
    if (known.lockCount !== lockCount) Object.assign(known, { viewed: viewedPositions(catalog.variants, lockedSkus), lockCount, views: new Map() });
    return known;
  }
  const { variants } = catalog;
  const built: VariantColumns = {
    productAt: variants.map((variant) => {
      const product = index.productById.get(variant.productId);
      return product && !product.deletedAt ? product : undefined;
    }),
    active: Uint8Array.from(variants, (variant) => (variant.status === 'active' ? 1 : 0)),
    statusOn: statusColumns(variants),
    viewed: viewedPositions(variants, lockedSkus),
    lockCount,
    views: new Map(),
  };
  columns.set(index, built);
  return built;
}

interface LockTimes {
  lockedAt: string;
  until: string | null;
}

/**
 * The variant at `at` as read now, through `read` (variantView) only when `now` has crossed one of its locks' times
 * since the last read: a view changes only when a lock starts or lifts.
 */
export function viewAt(columns: VariantColumns, at: number, variant: Variant, locks: readonly LockTimes[], now: number, read: () => Variant): Variant {
  const kept = columns.views.get(at);
  if (kept && now >= kept.from && now < kept.until) return kept.view;
  let from = -Infinity;
  let until = Infinity;
  for (const lock of [...variant.locks, ...locks]) {
    for (const time of [lock.lockedAt, lock.until]) {
      if (time === null) continue;
      const ms = Date.parse(time);
      if (ms <= now) from = Math.max(from, ms);
      else until = Math.min(until, ms);
    }
  }
  const view = read();
  columns.views.set(at, { view, from, until });
  return view;
}
