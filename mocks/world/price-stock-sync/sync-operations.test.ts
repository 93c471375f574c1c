import { describe, expect, it } from 'vitest';
import { retryMends } from '@contract/admin-price-stock-sync/price-stock-sync.rules';
import { createWorld, type World } from '../world';
import { applyStockPrice } from '../imports/apply-stock-price';
import { catalogOf } from '../catalog/catalog-access';
import { quickEditVariants } from '../catalog/quick-edit';
import { listPriceStockSync, previewRerun, rerunSync } from './sync-operations';
import { syncRecordOf } from './sync-book';

const NOW = Date.UTC(2026, 0, 15, 9);
const LATER = NOW + 3_600_000;
const all = (world: World, extra: object = {}) => listPriceStockSync(world, { tab: 'all', page: 1, pageSize: 1000, ...extra });

/** The first row with a refusal a retry mends and one it does not, or at least a refusal. */
function failingRow(world: World) {
  const rows = [1001, 1002, 1003, 1004, 1005].flatMap((companyId) => all(world, { tab: 'failing', companyId }).items);
  const mixed = rows.find((row) => row.failures.some((f) => retryMends(f.reason)) && row.failures.some((f) => !retryMends(f.reason)));
  return mixed ?? rows[0]!;
}

/** A failing row's first refused variant, and how the row reads now and after a change. */
function refusedItem() {
  const world = createWorld({ now: NOW });
  const row = failingRow(world);
  const variant = catalogOf(world, row.companyId)!.variants.find((candidate) => candidate.id === row.failures[0]!.variantId)!;
  const read = () => all(world, { companyId: row.companyId, marketplace: row.marketplace }).items[0]!;
  return { world, row, variant, before: read(), read };
}

describe('price and stock sync over the world', () => {
  it('has one row per enabled marketplace of a company, the same from the same seed, with tabs that add up', () => {
    const world = createWorld({ now: NOW });
    const answer = all(world, { companyId: 1003 });
    expect(answer).toEqual(all(createWorld({ now: NOW }), { companyId: 1003 }));
    const enabled = catalogOf(world, 1003)!
      .settings.filter((setting) => setting.enabled)
      .map((setting) => setting.marketplace);
    expect(answer.items.map((row) => row.marketplace).sort()).toEqual([...enabled].sort());
    expect(answer.tabCounts.failing + answer.tabCounts.pending + answer.tabCounts.upToDate).toBe(answer.tabCounts.all);
    for (const tab of ['failing', 'pending', 'upToDate'] as const) expect(answer.tabCounts[tab]).toBeGreaterThan(0);
    const failing = all(world, { companyId: 1003, tab: 'failing' }).items;
    expect(failing.every((row) => row.state === 'failing' && row.failures.length > 0 && row.failures.every((f) => f.sku.length > 0))).toBe(true);
  });

  it('filters by company and marketplace', () => {
    const world = createWorld({ now: NOW });
    const rows = all(world, { companyId: 1002, marketplace: 'trendyol' }).items;
    expect(rows.length).toBeLessThanOrEqual(1);
    expect(rows.every((row) => row.companyId === 1002 && row.marketplace === 'trendyol')).toBe(true);
  });

  it('re-runs a row: waiting items are sent, passing refusals mended, the others refused again, and the variants carry the time', () => {
    const world = createWorld({ now: NOW });
    const row = failingRow(world);
    const scope = { companyId: row.companyId, marketplace: row.marketplace };
    const kept = syncRecordOf(world, catalogOf(world, row.companyId)!, row.marketplace).failed.filter((f) => !retryMends(f.reason));
    expect(previewRerun(world, scope)).toEqual({
      rows: 1,
      companies: 1,
      marketplaces: 1,
      pendingItems: row.pendingItems,
      failedItems: row.failedItems,
      staysFailing: kept.length,
    });
    expect(rerunSync(world, scope, LATER)).toEqual({ rows: 1, sent: row.listedItems, failed: kept.length });
    const [after] = all(world, scope).items;
    expect(after).toMatchObject({ pendingItems: 0, failedItems: kept.length, state: kept.length ? 'failing' : 'upToDate' });
    expect(after!.lastRun).toMatchObject({ at: new Date(LATER).toISOString(), sent: row.listedItems, failed: kept.length });
    expect(after!.failures.map((f) => f.variantId).sort()).toEqual(kept.map((f) => f.variantId).sort());
    const keptIds = new Set(kept.map((f) => f.variantId));
    const states = catalogOf(world, row.companyId)!.variants.flatMap((variant) =>
      variant.marketplaces.filter((state) => state.marketplace === row.marketplace && state.remoteId !== null).map((state) => ({ variant, state })),
    );
    for (const { variant, state } of states) {
      if (keptIds.has(variant.id)) expect(state.lastSyncAt).not.toBe(new Date(LATER).toISOString());
      else expect(state.lastSyncAt).toBe(new Date(LATER).toISOString());
    }
  });

  it('re-runs a marketplace across companies, touching only that marketplace', () => {
    const world = createWorld({ now: NOW });
    const before = all(world);
    const preview = previewRerun(world, { marketplace: 'noon-ae' })!;
    expect(preview.rows).toBe(before.items.filter((row) => row.marketplace === 'noon-ae').length);
    expect(preview.marketplaces).toBe(1);
    expect(rerunSync(world, { marketplace: 'noon-ae' }, LATER)!.rows).toBe(preview.rows);
    const after = all(world);
    expect(after.items.filter((row) => row.marketplace === 'noon-ae').every((row) => row.pendingItems === 0)).toBe(true);
    expect(after.items.filter((row) => row.marketplace !== 'noon-ae')).toEqual(before.items.filter((row) => row.marketplace !== 'noon-ae'));
  });

  it('shows a seller’s price change as pending on the marketplaces the variant is listed on, a refused item included', () => {
    const { world, row, variant, before, read } = refusedItem();
    const edit = {
      id: variant.id,
      price: variant.price + 1,
      retailPrice: Math.max(variant.retailPrice, variant.price + 1),
      stock: variant.stock,
      status: variant.status,
    };
    expect(quickEditVariants(world, row.companyId, { variants: [edit] }, LATER)).toMatchObject({ saved: 1 });
    const after = read();
    expect(after).toMatchObject({ pendingItems: before.pendingItems + 1, failedItems: before.failedItems - 1 });
    expect(after.failures.map((failure) => failure.variantId)).not.toContain(variant.id);
  });

  it('shows a stock/price file’s changes as pending, as the quick edit’s; a row that changes nothing leaves the row be', () => {
    const { world, row, variant, before, read } = refusedItem();
    const unchanged = { sku: variant.sku, price: variant.price, retailPrice: variant.retailPrice, stock: variant.stock };
    applyStockPrice(world, row.companyId, [unchanged], LATER);
    expect(read()).toMatchObject({ pendingItems: before.pendingItems });
    applyStockPrice(world, row.companyId, [{ ...unchanged, stock: variant.stock + 5 }], LATER);
    const after = read();
    expect(after).toMatchObject({ pendingItems: before.pendingItems + 1, failedItems: before.failedItems - 1 });
  });

  it('answers nothing for a company the world does not know', () => {
    const world = createWorld({ now: NOW });
    expect(previewRerun(world, { companyId: 999_999 })).toBeUndefined();
    expect(rerunSync(world, { companyId: 999_999 }, LATER)).toBeUndefined();
  });
});
