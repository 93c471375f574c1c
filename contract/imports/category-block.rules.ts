/**
 * The category-block file (spec §9 "category blocks", staff only, on /admin/categories/categories): each row blocks a
 * company from a category with a reason, or lifts the block; a row does what the screen's Block and Unblock buttons
 * do. The reason is checked with the block dialog's schema; the marketplace service checks the company and the category.
 */
import { BLOCK_REASON_MAX, categoryBlockSchema } from '../admin-taxonomy/admin-category.api';
import type { ColumnGuide } from './column-guide';
import { headersOf, type CellValue, type HeaderMatch, type ImportColumn } from './import-columns';
import type { ImportReason } from './import.types';
import { readActionCell, readReasonCell, readRequiredId, type ActionWords } from './staff-tool-cells';

export const CATEGORY_BLOCK_ACTIONS = ['block', 'unblock'] as const;
export type CategoryBlockAction = (typeof CATEGORY_BLOCK_ACTIONS)[number];

/** Block and unblock as an Action cell may write them (price blocks share them). */
export const BLOCK_ACTION_WORDS: ActionWords<CategoryBlockAction> = {
  block: ['block', 'engelle', 'ekle'],
  unblock: ['unblock', 'lift', 'remove', 'engelikaldir', 'kaldir', 'sil'],
};

export type CategoryBlockKey = 'companyId' | 'categoryId' | 'blockAction' | 'blockReason';

export const CATEGORY_BLOCK_COLUMNS: readonly ImportColumn<CategoryBlockKey>[] = [
  { key: 'companyId', header: 'Company ID', tr: 'Firma ID', aliases: ['Company', 'Firma No'], required: true },
  { key: 'categoryId', header: 'Category ID', tr: 'Kategori ID', aliases: ['Kategori No'], required: true },
  { key: 'blockAction', header: 'Action', tr: 'İşlem' },
  { key: 'blockReason', header: 'Reason', tr: 'Neden' },
];

export const CATEGORY_BLOCK_HEADERS = headersOf(CATEGORY_BLOCK_COLUMNS);

export const CATEGORY_BLOCK_GUIDES: Readonly<Record<CategoryBlockKey, ColumnGuide>> = {
  companyId: { unit: null, allowed: { key: 'imports.guide.allowed.companyId' }, format: 'whole', example: 1001 },
  categoryId: { unit: null, allowed: { key: 'imports.guide.allowed.blockCategory' }, format: 'whole', example: 104 },
  blockAction: { unit: null, allowed: { key: 'imports.guide.allowed.blockAction' }, format: 'text', example: 'block', exampleTr: 'engelle' },
  blockReason: {
    unit: null,
    allowed: { key: 'imports.guide.allowed.blockReason', params: { max: BLOCK_REASON_MAX } },
    format: 'text',
    example: 'Brand authorisation missing',
    exampleTr: 'Marka yetki belgesi eksik',
  },
};

export interface CategoryBlockRow {
  companyId: number | null;
  categoryId: number | null;
  action: CategoryBlockAction;
  /** Required to block; ignored when lifting. */
  reason: string;
}

function readCells(cells: readonly CellValue[], match: HeaderMatch<CategoryBlockKey>): { row: CategoryBlockRow; reasons: ImportReason[] } {
  const headers = CATEGORY_BLOCK_HEADERS;
  const company = readRequiredId(cells, match.at.companyId, headers.companyId);
  const category = readRequiredId(cells, match.at.categoryId, headers.categoryId);
  const action = readActionCell(cells, match.at.blockAction, headers.blockAction, CATEGORY_BLOCK_ACTIONS, BLOCK_ACTION_WORDS);
  const reason = readReasonCell(cells, match.at.blockReason, headers.blockReason, categoryBlockSchema, action.action === 'block');
  const reasons = [...company.reasons, ...category.reasons, ...(action.reason ? [action.reason] : []), ...reason.reasons];
  return { row: { companyId: company.value, categoryId: category.value, action: action.action, reason: reason.reason }, reasons };
}

export function readCategoryBlockRow(
  cells: readonly CellValue[],
  match: HeaderMatch<CategoryBlockKey>,
): { row: CategoryBlockRow } | { reasons: ImportReason[] } {
  const { row, reasons } = readCells(cells, match);
  return reasons.length ? { reasons } : { row };
}

export function partialCategoryBlockRow(cells: readonly CellValue[], match: HeaderMatch<CategoryBlockKey>): CategoryBlockRow {
  return readCells(cells, match).row;
}
