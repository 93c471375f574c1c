/**
 * The commission rates staff set per marketplace and category (/admin/commissions) and the rate in force at a moment.
 * The marketplaces' own terms (COMMISSION_RATES) apply to every category until staff change one; each change is kept
 * with its moment, so the ledger charges a line the rate of the moment the line falls and earlier lines keep theirs.
 */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { catalogOf } from '../catalog/catalog-access';
import { mixSeed } from '../prng';
import type { World } from '../world';
import { COMMISSION_RATES } from './accounting-terms';

/** One staff change: from `at` on, the category's sales on the marketplace pay `ratePercent`. */
export interface CommissionChange {
  marketplace: MarketplaceCode;
  categoryId: number;
  ratePercent: number;
  at: number;
  /** The admin's name. */
  by: string;
}

/** What a line on `channel` for `sku` pays at `at`, as a share of the sale. */
export type CommissionOf = (channel: MarketplaceCode, sku: string, at: number) => number;

export const termsPercent = (marketplace: MarketplaceCode): number => Math.round(COMMISSION_RATES[marketplace] * 10_000) / 100;

/** When each marketplace's own terms began: the 1st of a month in the year before the world's, fixed by the seed. */
export function termsStart(world: Pick<World, 'seed' | 'createdAt'>, marketplace: MarketplaceCode): number {
  const year = new Date(world.createdAt).getUTCFullYear() - 1;
  return Date.UTC(year, mixSeed(world.seed, MARKETPLACE_CODES.indexOf(marketplace)) % 6, 1);
}

const keyOf = (marketplace: MarketplaceCode, categoryId: number) => `${categoryId}-${marketplace}`;

/** The changes by category and marketplace, oldest first. */
export function changesByKey(world: Pick<World, 'commissionChanges'>): Map<string, CommissionChange[]> {
  const byKey = new Map<string, CommissionChange[]>();
  for (const change of world.commissionChanges) {
    const key = keyOf(change.marketplace, change.categoryId);
    byKey.set(key, [...(byKey.get(key) ?? []), change]);
  }
  for (const list of byKey.values()) list.sort((a, b) => a.at - b.at);
  return byKey;
}

/** The last change at or before `at`, if any. */
export function changeAt(changes: readonly CommissionChange[] | undefined, at: number): CommissionChange | undefined {
  let found: CommissionChange | undefined;
  for (const change of changes ?? []) if (change.at <= at) found = change;
  return found;
}

const termsOnly: CommissionOf = (channel) => COMMISSION_RATES[channel];

/** The company's commission lookup for its ledger: its SKUs' categories, read only once staff changed a rate. */
export function commissionOf(world: World, companyId: number): CommissionOf {
  if (world.commissionChanges.length === 0) return termsOnly;
  const byKey = changesByKey(world);
  const catalog = catalogOf(world, companyId);
  const categoryOfProduct = new Map((catalog?.products ?? []).map((product) => [product.id, product.categoryId]));
  const categoryOfSku = new Map<string, number>();
  for (const variant of [...(catalog?.variants ?? []), ...(catalog?.deletedVariants ?? [])]) {
    const categoryId = categoryOfProduct.get(variant.productId);
    if (categoryId !== undefined) categoryOfSku.set(variant.sku, categoryId);
  }
  return (channel, sku, at) => {
    const categoryId = categoryOfSku.get(sku);
    const change = categoryId === undefined ? undefined : changeAt(byKey.get(keyOf(channel, categoryId)), at);
    return change ? change.ratePercent / 100 : COMMISSION_RATES[channel];
  };
}
