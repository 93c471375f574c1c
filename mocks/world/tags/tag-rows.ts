/**
 * The tag-assign import's rows (contract/imports/tag-assign.rules.ts) as the marketplace service applies them: each
 * row's tag and target are looked up and checked, and the row applied unless it is `checkOnly`; every row answers its
 * outcome in order, with its reasons as the error file shows them.
 */
import type { ImportApplyAnswer, ImportApplyResult, ImportRowSent } from '@contract/downstream/catalog-imports';
import { assignProblem } from '@contract/admin-tags/tag.rules';
import type { TagKind } from '@contract/admin-tags/tag.types';
import type { ImportReason } from '@contract/imports/import.types';
import { TAG_ASSIGN_HEADERS as HEADERS, type TagAssignRow } from '@contract/imports/tag-assign.rules';
import { wholeId } from '@contract/lists/whole-id';
import { sameText } from '@contract/text-search';
import type { World } from '../world';
import { tagBookOf, type TagRecord } from './tag-book';
import { setTag } from './tag-operations';
import { companyTarget, liveProduct, productBySku, productTarget } from './tag-targets';
import type { TagTarget } from '@contract/admin-tags/tag.types';

const reason = (code: string, column: string, params?: Record<string, string | number>): ImportReason => (params ? { code, column, params } : { code, column });

function tagNamed(world: World, text: string): TagRecord | undefined {
  const id = wholeId(text);
  return tagBookOf(world).tags.find((tag) => tag.id === id || sameText(text, tag.name.en) || sameText(text, tag.name.tr));
}

/** The row's target, or the reason it names none the world has. */
function targetNamed(world: World, row: TagAssignRow): TagTarget | ImportReason {
  if (row.productId !== null) {
    const product = liveProduct(world, row.productId);
    if (!product) return reason('adminTags.reasons.productUnknown', HEADERS.productId, { productId: row.productId });
    if (row.companyId !== null && product.companyId !== row.companyId)
      return reason('adminTags.reasons.productNotInCompany', HEADERS.companyId, { companyId: row.companyId });
    return productTarget(world, product);
  }
  if (row.companyId === null) return reason('imports.reasons.tagTargetMissing', HEADERS.productId);
  if (row.sku) {
    const product = productBySku(world, row.companyId, row.sku);
    return product ? productTarget(world, product) : reason('adminTags.reasons.skuUnknown', HEADERS.sku, { sku: row.sku });
  }
  return companyTarget(world, row.companyId) ?? reason('adminTags.reasons.companyUnknown', HEADERS.companyId, { companyId: row.companyId });
}

function kindProblem(tag: TagRecord, kind: TagKind, action: TagAssignRow['action']): string | null {
  if (action === 'assign') return assignProblem(tag, kind);
  return tag.kind === kind ? null : assignProblem({ ...tag, status: 'active' }, kind);
}

function applyRow(world: World, row: ImportRowSent<TagAssignRow>): ImportApplyResult {
  const reasons: ImportReason[] = [];
  const tag = row.tag ? tagNamed(world, row.tag) : undefined;
  if (row.tag && !tag) reasons.push(reason('adminTags.reasons.tagUnknown', HEADERS.tag, { tag: row.tag }));
  const target = row.productId !== null || row.companyId !== null ? targetNamed(world, row) : null;
  if (target && 'code' in target) reasons.push(target);
  const found = target && !('code' in target) ? target : null;
  const problem = tag && found ? kindProblem(tag, found.kind, row.action) : null;
  if (problem) reasons.push(reason(problem, HEADERS.tag, { tag: row.tag }));
  const named = { productId: found?.kind === 'product' ? found.id : null, productName: found?.name ?? null, syncSku: found?.sku ?? null };
  if (reasons.length || row.checkOnly || !tag || !found) return { ok: false, reasons, ...named };
  setTag(tagBookOf(world), tag, found.id, row.action);
  return { ok: true, productId: found.id, variantId: 0, productName: found.name, syncSku: found.sku ?? '' };
}

export function applyTagRows(world: World, rows: readonly ImportRowSent<TagAssignRow>[]): ImportApplyAnswer {
  return { results: rows.map((row) => applyRow(world, row)) };
}
