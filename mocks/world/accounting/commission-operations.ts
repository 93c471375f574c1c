/**
 * The commission rates over the world (/admin/commissions): every leaf of the shared tree on every marketplace with the
 * rate in force now, a change by an admin, and the commission file's rows. A change applies from its moment on
 * (commission-rates.ts); an unknown category, or one that is not a leaf, is refused with its reason.
 */
import type { CommissionListAnswer, CommissionQuery, CommissionRate, SetCommissionBody } from '@contract/admin-commissions/commission.types';
import type { SellerCategory } from '@contract/catalog/taxonomy.types';
import type { ImportApplyAnswer, ImportApplyResult, ImportRowSent } from '@contract/downstream/catalog-imports';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { COMMISSION_HEADERS, commissionRowSchema, type CommissionRow } from '@contract/imports/commission.rules';
import { schemaReasons } from '@contract/imports/import-columns';
import type { ImportReason } from '@contract/imports/import.types';
import { paginate } from '@contract/lists/list-query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { textMatches } from '@contract/text-search';
import { taxonomyOf } from '../catalog/taxonomy';
import type { World } from '../world';
import { changeAt, changesByKey, termsPercent, termsStart, type CommissionChange } from './commission-rates';
import { descendantIds } from '@contract/catalog/category.rules';

/** The category and every category below it. */
const branchOf = (categories: readonly SellerCategory[], categoryId: number): Set<number> => new Set([categoryId, ...descendantIds(categories, categoryId)]);

function rowOf(
  world: World,
  category: SellerCategory,
  marketplace: MarketplaceCode,
  changes: readonly CommissionChange[] | undefined,
  now: number,
): CommissionRate {
  const current = changeAt(changes, now);
  const before = current ? changeAt(changes, current.at - 1) : undefined;
  return {
    marketplace,
    categoryId: category.id,
    path: category.path,
    ratePercent: current?.ratePercent ?? termsPercent(marketplace),
    appliesFrom: new Date(current?.at ?? termsStart(world, marketplace)).toISOString(),
    previousPercent: current ? (before?.ratePercent ?? termsPercent(marketplace)) : null,
    setBy: current?.by ?? null,
  };
}

export function listCommissions(world: World, query: CommissionQuery, now: number): CommissionListAnswer {
  const categories = taxonomyOf(world).categories;
  const branch = query.categoryId === undefined ? null : branchOf(categories, query.categoryId);
  const byKey = changesByKey(world);
  const rows: CommissionRate[] = [];
  for (const category of categories) {
    if (!category.isLeaf || (branch && !branch.has(category.id))) continue;
    if (query.q && String(category.id) !== query.q && !textMatches(query.q, category.path.en, category.path.tr)) continue;
    for (const marketplace of query.marketplace ? [query.marketplace] : MARKETPLACE_CODES)
      rows.push(rowOf(world, category, marketplace, byKey.get(`${category.id}-${marketplace}`), now));
  }
  rows.sort((a, b) => a.path.en.localeCompare(b.path.en) || a.categoryId - b.categoryId || a.marketplace.localeCompare(b.marketplace));
  const changed = rows.filter((row) => row.setBy !== null);
  const listed = query.tab === 'changed' ? changed : rows;
  return {
    items: paginate(listed, query.page, query.pageSize),
    total: listed.length,
    page: query.page,
    pageSize: query.pageSize,
    tabCounts: { all: rows.length, changed: changed.length },
  };
}

function categoryReasons(world: World, categoryId: number | null, column: string): { category: SellerCategory } | ImportReason[] {
  const category = taxonomyOf(world).categories.find((candidate) => candidate.id === categoryId);
  if (categoryId === null) return [];
  if (!category) return [{ code: 'imports.reasons.categoryUnknown', column, params: { categoryId } }];
  if (!category.isLeaf) return [{ code: 'imports.reasons.categoryNotLeaf', column, params: { categoryId } }];
  return { category };
}

function record(world: World, change: CommissionChange): CommissionRate {
  world.commissionChanges.push(change);
  const category = taxonomyOf(world).categories.find((candidate) => candidate.id === change.categoryId)!;
  return rowOf(world, category, change.marketplace, changesByKey(world).get(`${change.categoryId}-${change.marketplace}`), change.at);
}

/** One leaf's rate on one marketplace from `now` on; undefined (no such row) for a category that is not a leaf of the tree. */
export function setCommission(
  world: World,
  target: { categoryId: number; marketplace: MarketplaceCode },
  body: SetCommissionBody,
  now: number,
  by: string,
): CommissionRate | undefined {
  const found = categoryReasons(world, target.categoryId, 'categoryId');
  return Array.isArray(found) ? undefined : record(world, { ...target, ratePercent: body.ratePercent, at: now, by });
}

function applyRow(world: World, row: ImportRowSent<CommissionRow>, now: number, by: string): ImportApplyResult {
  const reasons = schemaReasons(commissionRowSchema, { ratePercent: row.ratePercent }, COMMISSION_HEADERS, { strict: true });
  const found = categoryReasons(world, row.categoryId, COMMISSION_HEADERS.categoryId);
  if (Array.isArray(found)) reasons.push(...found);
  if (reasons.length || Array.isArray(found) || row.marketplace === null) return { ok: false, reasons };
  if (row.checkOnly) return { ok: false, reasons: [] };
  record(world, { marketplace: row.marketplace, categoryId: found.category.id, ratePercent: row.ratePercent, at: now, by });
  return { ok: true, productId: found.category.id, variantId: 0, productName: found.category.path.en, syncSku: '' };
}

export function applyCommissionRows(world: World, rows: readonly ImportRowSent<CommissionRow>[], now: number, by: string): ImportApplyAnswer {
  return { results: rows.map((row) => applyRow(world, row, now, by)) };
}
