import { describe, expect, it } from 'vitest';
import { parseCommissionQuery } from '@contract/admin-commissions/commission.types';
import { DAY_MS } from '@contract/lists/date-range';
import { catalogOf } from '../catalog/catalog-access';
import { taxonomyOf } from '../catalog/taxonomy';
import { createWorld } from '../world';
import { applyCommissionRows, listCommissions, setCommission } from './commission-operations';
import { scanLedger } from './ledger-scan';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const query = (raw: Record<string, string>) => parseCommissionQuery({ pageSize: '100000', ...raw }, 100_000);

describe('commission rates', () => {
  it('lists every leaf on every marketplace at the marketplace’s terms, filtered by marketplace, branch and search', () => {
    const world = createWorld({ now: NOW });
    const leaves = taxonomyOf(world).categories.filter((category) => category.isLeaf);
    const all = listCommissions(world, query({}), NOW);
    expect(all.total).toBe(leaves.length * 5);
    expect(all.tabCounts).toEqual({ all: leaves.length * 5, changed: 0 });
    const trendyol = listCommissions(world, query({ marketplace: 'trendyol' }), NOW);
    expect(trendyol.items.every((row) => row.marketplace === 'trendyol' && row.ratePercent === 15 && row.setBy === null)).toBe(true);
    const leaf = leaves[3]!;
    const branch = listCommissions(world, query({ categoryId: String(leaf.parentId) }), NOW).items;
    expect(branch.length).toBeGreaterThan(0);
    expect(branch.every((row) => taxonomyOf(world).categories.find((category) => category.id === row.categoryId)?.parentId === leaf.parentId)).toBe(true);
    expect(listCommissions(world, query({ q: String(leaf.id) }), NOW).items.map((row) => row.categoryId)).toEqual([
      leaf.id,
      leaf.id,
      leaf.id,
      leaf.id,
      leaf.id,
    ]);
  });

  it('charges a changed rate to the lines falling from the change on; earlier lines keep theirs', () => {
    const world = createWorld({ now: NOW });
    const before = scanLedger(world, 1001, NOW, { want: () => true })!.lines;
    const commissions = before.filter((line) => line.type === 'commission' && !line.expected);
    const sample = commissions.find((line) => Date.parse(line.transactionDate) > NOW - 20 * DAY_MS)!;
    const catalog = catalogOf(world, 1001)!;
    const productId = catalog.variants.find((variant) => variant.sku === sample.sku)!.productId;
    const categoryId = catalog.products.find((product) => product.id === productId)!.categoryId;
    const changeAt = NOW - 30 * DAY_MS;
    expect(setCommission(world, { categoryId, marketplace: sample.channel }, { ratePercent: 33.5 }, changeAt, 'Ada Admin')).toMatchObject({
      ratePercent: 33.5,
      previousPercent: 12 + (sample.channel === 'trendyol' ? 3 : 0),
      appliesFrom: new Date(changeAt).toISOString(),
      setBy: 'Ada Admin',
    });
    const after = new Map(scanLedger(world, 1001, NOW, { want: () => true })!.lines.map((line) => [line.id, line]));
    const inCategory = new Set(catalog.products.filter((product) => product.categoryId === categoryId).map((product) => product.id));
    const skus = new Set(catalog.variants.filter((variant) => inCategory.has(variant.productId)).map((variant) => variant.sku));
    let moved = 0;
    for (const line of commissions) {
      const now = after.get(line.id)!;
      const changed = line.channel === sample.channel && skus.has(line.sku ?? '') && Date.parse(line.transactionDate) >= changeAt;
      if (!changed) expect(now.marketplaceTotal).toBe(line.marketplaceTotal);
      else {
        const sale = after.get(line.id.replace('commission-', 'sale-'))!;
        expect(now.marketplaceTotal).toBeCloseTo(-sale.marketplaceTotal * 0.335, 2);
        moved += 1;
      }
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('applies the file’s rows and refuses an unknown or parent category with its reason', () => {
    const world = createWorld({ now: NOW });
    const categories = taxonomyOf(world).categories;
    const leaf = categories.find((category) => category.isLeaf)!;
    const parent = categories.find((category) => !category.isLeaf)!;
    const rows = [
      { marketplace: 'noon-ae' as const, categoryId: leaf.id, ratePercent: 8.25 },
      { marketplace: 'noon-ae' as const, categoryId: 99_999, ratePercent: 8 },
      { marketplace: 'noon-ae' as const, categoryId: parent.id, ratePercent: 8 },
      { marketplace: 'noon-ae' as const, categoryId: leaf.id, ratePercent: 101 },
      { marketplace: 'trendyol' as const, categoryId: leaf.id, ratePercent: 5, checkOnly: true },
    ];
    const { results } = applyCommissionRows(world, rows, NOW, 'Ada Admin');
    expect(results.map((result) => (result.ok ? 'ok' : result.reasons.map((reason) => reason.code).join()))).toEqual([
      'ok',
      'imports.reasons.categoryUnknown',
      'imports.reasons.categoryNotLeaf',
      'adminCommissions.rateRange',
      '',
    ]);
    const changed = listCommissions(world, query({ tab: 'changed' }), NOW);
    expect(changed.items).toEqual([expect.objectContaining({ categoryId: leaf.id, marketplace: 'noon-ae', ratePercent: 8.25, previousPercent: 10 })]);
  });
});
