/**
 * The tag-assign import (spec §9 "tag assign", staff only): each row puts a tag on a product or a company, or takes it
 * off. The product is named by its Product ID, or by a variant's SKU with its Company ID; a row with a Company ID
 * alone names the company. An empty Action cell assigns. The catalogue checks the rest (the tag exists, is active and
 * fits the target; the target exists).
 */
import { TAG_ASSIGN_ACTIONS, type TagAssignAction } from '../admin-tags/tag.api';
import type { ColumnGuide } from './column-guide';
import { cellText, headerKey, headersOf, readWholeId, type CellValue, type HeaderMatch, type ImportColumn } from './import-columns';
import type { ImportReason } from './import.types';

export type TagAssignKey = 'tag' | 'productId' | 'sku' | 'companyId' | 'tagAction';

export const TAG_ASSIGN_COLUMNS: readonly ImportColumn<TagAssignKey>[] = [
  { key: 'tag', header: 'Tag', tr: 'Etiket', required: true },
  { key: 'productId', header: 'Product ID', tr: 'Ürün ID', aliases: ['Urun No'] },
  { key: 'sku', header: 'SKU', tr: 'SKU', aliases: ['Stok Kodu'] },
  { key: 'companyId', header: 'Company ID', tr: 'Firma ID', aliases: ['Company', 'Firma No'] },
  { key: 'tagAction', header: 'Action', tr: 'İşlem' },
];

export const TAG_ASSIGN_HEADERS = headersOf(TAG_ASSIGN_COLUMNS);

/** What the template's Guide sheet says of each column (i18n keys under `imports.guide`). */
export const TAG_ASSIGN_GUIDES: Readonly<Record<TagAssignKey, ColumnGuide>> = {
  tag: { unit: null, allowed: { key: 'imports.guide.allowed.tagName' }, format: 'text', example: 'Bestseller', exampleTr: 'Çok Satan' },
  productId: { unit: null, allowed: { key: 'imports.guide.allowed.productId' }, format: 'whole', example: 100100001 },
  sku: { unit: null, allowed: { key: 'imports.guide.allowed.tagSku' }, format: 'text', example: '' },
  companyId: { unit: null, allowed: { key: 'imports.guide.allowed.companyId' }, format: 'whole', example: 1001 },
  tagAction: { unit: null, allowed: { key: 'imports.guide.allowed.tagAction' }, format: 'text', example: 'assign', exampleTr: 'ekle' },
};

export interface TagAssignRow {
  /** The tag's name (either language) or id, as written. */
  tag: string;
  productId: number | null;
  /** A variant's SKU ('' when the row names its product by id, or a company). */
  sku: string;
  companyId: number | null;
  action: TagAssignAction;
}

/** How an Action cell may say each action, in either language (folded like headers). */
const ACTION_WORDS: Readonly<Record<TagAssignAction, readonly string[]>> = {
  assign: ['assign', 'add', 'ekle', 'ata'],
  remove: ['remove', 'delete', 'kaldir', 'sil', 'cikar'],
};

function actionOf(text: string): TagAssignAction | null {
  if (text === '') return 'assign';
  const key = headerKey(text);
  return TAG_ASSIGN_ACTIONS.find((action) => ACTION_WORDS[action].includes(key)) ?? null;
}

/** The row's values as far as its cells say them, with every reason it cannot be applied. */
function readCells(cells: readonly CellValue[], match: HeaderMatch<TagAssignKey>): { row: TagAssignRow; reasons: ImportReason[] } {
  const tag = cellText(cells[match.at.tag ?? -1]);
  const sku = cellText(cells[match.at.sku ?? -1]);
  const productId = readWholeId(cells, match.at.productId, TAG_ASSIGN_HEADERS.productId);
  const companyId = readWholeId(cells, match.at.companyId, TAG_ASSIGN_HEADERS.companyId);
  const actionText = cellText(cells[match.at.tagAction ?? -1]);
  const action = actionOf(actionText);
  const reasons: ImportReason[] = [];
  if (!tag) reasons.push({ code: 'validation.required', column: TAG_ASSIGN_HEADERS.tag });
  for (const read of [productId, companyId]) if (read.reason) reasons.push(read.reason);
  const named = productId.value !== null || companyId.value !== null || !!productId.reason || !!companyId.reason;
  if (!named) reasons.push({ code: 'imports.reasons.tagTargetMissing', column: TAG_ASSIGN_HEADERS.productId });
  if (!action) reasons.push({ code: 'imports.reasons.tagActionUnknown', column: TAG_ASSIGN_HEADERS.tagAction, params: { value: actionText } });
  return { row: { tag, productId: productId.value, sku, companyId: companyId.value, action: action ?? 'assign' }, reasons };
}

export function readTagAssignRow(cells: readonly CellValue[], match: HeaderMatch<TagAssignKey>): { row: TagAssignRow } | { reasons: ImportReason[] } {
  const { row, reasons } = readCells(cells, match);
  return reasons.length ? { reasons } : { row };
}

export function partialTagAssignRow(cells: readonly CellValue[], match: HeaderMatch<TagAssignKey>): TagAssignRow {
  return readCells(cells, match).row;
}
