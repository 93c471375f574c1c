/**
 * The price and stock synchronisation per company and marketplace (world.priceStockSync, keyed `companyId:marketplace`),
 * seeded on first access from (seed, company, marketplace) and the company's catalogue: its listed variants on that
 * marketplace are what a run sends. About half the rows are up to date, a quarter have items waiting, the rest have
 * items the marketplace refused. The last run is the newest `lastSyncAt` of those variants, as the seller sees them.
 */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { Variant, VariantMarketplaceState } from '@contract/catalog/catalog.types';
import { SYNC_FAILURE_REASONS, type SyncFailureReason } from '@contract/admin-price-stock-sync/price-stock-sync.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { mixSeed, mulberry32, pick, randomInt, type Random } from '../prng';
import type { World } from '../world';
import type { CompanyCatalog } from '../catalog/catalog-book';

export interface SyncFailureRecord {
  variantId: number;
  reason: SyncFailureReason;
  at: string;
}

export interface SyncRecord {
  lastRun: { at: string; sent: number; failed: number } | null;
  /** Variants changed since the last run. */
  pending: number[];
  failed: SyncFailureRecord[];
}

/** A variant listed on the marketplace, with its state there (what the seller's Marketplace Products shows). */
export interface ListedItem {
  variant: Variant;
  state: VariantMarketplaceState;
}

/** The company's live variants listed on the marketplace (the marketplace has its own id for them), by variant id. */
export function listedItems(catalog: CompanyCatalog, marketplace: MarketplaceCode): ListedItem[] {
  const live = new Set(catalog.products.filter((product) => !product.deletedAt).map((product) => product.id));
  return catalog.variants
    .filter((variant) => live.has(variant.productId))
    .flatMap((variant) => {
      const state = variant.marketplaces.find((candidate) => candidate.marketplace === marketplace && candidate.remoteId !== null);
      return state ? [{ variant, state }] : [];
    })
    .sort((a, b) => a.variant.id - b.variant.id);
}

/** `count` distinct items, drawn without repeats. */
function draw<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < count; i += 1) {
    const j = randomInt(random, i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

function seededRecord(world: World, catalog: CompanyCatalog, marketplace: MarketplaceCode): SyncRecord {
  const listed = listedItems(catalog, marketplace);
  if (listed.length === 0) return { lastRun: null, pending: [], failed: [] };
  const random = mulberry32(mixSeed(world.seed, catalog.companyId, 23, MARKETPLACE_CODES.indexOf(marketplace)));
  const profile = random();
  const pendingCount = profile < 0.5 ? 0 : randomInt(random, 1, Math.min(40, listed.length));
  const failedCount = profile < 0.75 ? 0 : randomInt(random, 1, Math.min(8, listed.length));
  const chosen = draw(random, listed, Math.min(listed.length, pendingCount + failedCount));
  const failed = chosen.slice(0, failedCount).map(({ variant, state }) => ({
    variantId: variant.id,
    reason: pick(random, SYNC_FAILURE_REASONS),
    at: state.lastSyncAt ?? new Date(world.createdAt).toISOString(),
  }));
  const newest = listed.reduce((latest, { state }) => ((state.lastSyncAt ?? '') > latest ? state.lastSyncAt! : latest), '');
  const at = newest || new Date(world.createdAt).toISOString();
  const pending = chosen.slice(failedCount).map(({ variant }) => variant.id);
  return { lastRun: { at, sent: listed.length - pending.length, failed: failed.length }, pending, failed };
}

/** The row's record, seeded on first access. */
export function syncRecordOf(world: World, catalog: CompanyCatalog, marketplace: MarketplaceCode): SyncRecord {
  const key = `${catalog.companyId}:${marketplace}`;
  return (world.priceStockSync[key] ??= seededRecord(world, catalog, marketplace));
}

/**
 * A seller's price or stock change (`next`, before it is written) waits for the next run on every enabled marketplace
 * the variant is listed on; an item the marketplace refused goes back to waiting, since the change may be the seller's
 * fix. A retail price alone is not sent, so it changes nothing here.
 */
export function markSyncPending(world: World, catalog: CompanyCatalog, variant: Variant, next: Pick<Variant, 'price' | 'stock'>): void {
  if (next.price === variant.price && next.stock === variant.stock) return;
  for (const state of variant.marketplaces) {
    if (state.remoteId === null || !catalog.settings.some((setting) => setting.marketplace === state.marketplace && setting.enabled)) continue;
    const record = syncRecordOf(world, catalog, state.marketplace);
    record.failed = record.failed.filter((failure) => failure.variantId !== variant.id);
    if (!record.pending.includes(variant.id)) record.pending.push(variant.id);
  }
}
