/**
 * The category-block file over the world: each row calls the very operation the categories list's Block or Unblock
 * calls (admin-taxonomy-categories.ts), so a row does what the button does. An unknown company or category, a block
 * without a reason, or a lift where the company is not blocked is the row's reason.
 */
import { categoryBlockSchema } from '@contract/admin-taxonomy/admin-category.api';
import type { ImportApplyAnswer, ImportApplyResult, ImportRowSent } from '@contract/downstream/catalog-imports';
import { CATEGORY_BLOCK_HEADERS as HEADERS, type CategoryBlockRow } from '@contract/imports/category-block.rules';
import { schemaReasons } from '@contract/imports/import-columns';
import type { ImportReason } from '@contract/imports/import.types';
import { findCompany } from '../lookups';
import { isRefusal } from '../refusal';
import type { World } from '../world';
import { blockCategory, unblockCategory } from './admin-taxonomy-categories';
import { catalogOf } from './catalog-access';
import { taxonomyOf } from './taxonomy';
import { findCategory } from './taxonomy-views';

function rowReasons(world: World, row: CategoryBlockRow): ImportReason[] {
  const reasons: ImportReason[] = [];
  if (row.companyId !== null && !(findCompany(world, row.companyId) && catalogOf(world, row.companyId)))
    reasons.push({ code: 'imports.reasons.companyUnknown', column: HEADERS.companyId, params: { companyId: row.companyId } });
  if (row.categoryId !== null && !findCategory(taxonomyOf(world), row.categoryId))
    reasons.push({ code: 'imports.reasons.categoryUnknown', column: HEADERS.categoryId, params: { categoryId: row.categoryId } });
  if (row.action === 'block') reasons.push(...schemaReasons(categoryBlockSchema, { reason: row.reason }, { reason: HEADERS.blockReason }));
  return reasons;
}

function applyRow(world: World, row: ImportRowSent<CategoryBlockRow>, now: number): ImportApplyResult {
  const reasons = rowReasons(world, row);
  const { companyId, categoryId } = row;
  if (reasons.length || companyId === null || categoryId === null) return { ok: false, reasons };
  if (row.checkOnly) return { ok: false, reasons: [] };
  const path = findCategory(taxonomyOf(world), categoryId)?.path.en ?? String(categoryId);
  const done = { ok: true as const, productId: categoryId, variantId: 0, productName: path, syncSku: '' };
  if (row.action === 'unblock') {
    if (unblockCategory(world, companyId, categoryId)) return done;
    return { ok: false, reasons: [{ code: 'imports.reasons.categoryNotBlocked', column: HEADERS.blockAction, params: { companyId, categoryId } }] };
  }
  const blocked = blockCategory(world, companyId, categoryId, { reason: row.reason }, now);
  if (blocked === undefined) return { ok: false, reasons: [{ code: 'imports.reasons.companyUnknown', column: HEADERS.companyId, params: { companyId } }] };
  return isRefusal(blocked) ? { ok: false, reasons: [{ code: `errors.${blocked.code}` }] } : done;
}

export function applyCategoryBlockRows(world: World, rows: readonly ImportRowSent<CategoryBlockRow>[], now: number): ImportApplyAnswer {
  return { results: rows.map((row) => applyRow(world, row, now)) };
}
