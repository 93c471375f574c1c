/**
 * The price-block file (spec §9 "price blocks", staff only, on /admin/product-tools): each row blocks the price of a
 * company's variant (by Variant ID or SKU) with a reason, or lifts the block; a row does what the screen's Block
 * price and Unblock price buttons do. The reason is checked with the dialog's schema; the marketplace service finds
 * the variant.
 */
import { priceBlockSchema, TOOL_REASON_MAX } from '../admin-products/admin-tools';
import { BLOCK_ACTION_WORDS, CATEGORY_BLOCK_ACTIONS, type CategoryBlockAction } from './category-block.rules';
import type { ColumnGuide } from './column-guide';
import { headersOf, type CellValue, type HeaderMatch, type ImportColumn } from './import-columns';
import type { ImportReason } from './import.types';
import { readActionCell, readReasonCell, readVariantCells, type VariantCells } from './staff-tool-cells';

export type PriceBlockAction = CategoryBlockAction;

export type PriceBlockKey = 'companyId' | 'variantId' | 'sku' | 'blockAction' | 'blockReason';

/** The variant columns the price-block and lock-update files share. */
export const VARIANT_COLUMNS = [
  { key: 'companyId', header: 'Company ID', tr: 'Firma ID', aliases: ['Company', 'Firma No'], required: true },
  { key: 'variantId', header: 'Variant ID', tr: 'Varyant ID', aliases: ['Varyant No'] },
  { key: 'sku', header: 'SKU', tr: 'SKU', aliases: ['Stok Kodu'] },
] as const satisfies readonly ImportColumn[];

export const PRICE_BLOCK_COLUMNS: readonly ImportColumn<PriceBlockKey>[] = [
  ...VARIANT_COLUMNS,
  { key: 'blockAction', header: 'Action', tr: 'İşlem' },
  { key: 'blockReason', header: 'Reason', tr: 'Neden' },
];

export const PRICE_BLOCK_HEADERS = headersOf(PRICE_BLOCK_COLUMNS);

/** The Guide sheet's variant columns (both files). */
export const VARIANT_GUIDES: Readonly<Record<'companyId' | 'variantId' | 'sku', ColumnGuide>> = {
  companyId: { unit: null, allowed: { key: 'imports.guide.allowed.companyId' }, format: 'whole', example: 1001 },
  variantId: { unit: null, allowed: { key: 'imports.guide.allowed.variantId' }, format: 'whole', example: 100100001 },
  sku: { unit: null, allowed: { key: 'imports.guide.allowed.toolSku' }, format: 'text', example: '' },
};

export const PRICE_BLOCK_GUIDES: Readonly<Record<PriceBlockKey, ColumnGuide>> = {
  ...VARIANT_GUIDES,
  blockAction: { unit: null, allowed: { key: 'imports.guide.allowed.blockAction' }, format: 'text', example: 'block', exampleTr: 'engelle' },
  blockReason: {
    unit: null,
    allowed: { key: 'imports.guide.allowed.blockReason', params: { max: TOOL_REASON_MAX } },
    format: 'text',
    example: 'Price check by the marketplace team',
    exampleTr: 'Pazaryeri ekibi fiyatı inceliyor',
  },
};

export interface PriceBlockRow extends VariantCells {
  action: PriceBlockAction;
  /** Required to block; ignored when lifting. */
  reason: string;
}

function readCells(cells: readonly CellValue[], match: HeaderMatch<PriceBlockKey>): { row: PriceBlockRow; reasons: ImportReason[] } {
  const headers = PRICE_BLOCK_HEADERS;
  const variant = readVariantCells(cells, match.at, headers);
  const action = readActionCell(cells, match.at.blockAction, headers.blockAction, CATEGORY_BLOCK_ACTIONS, BLOCK_ACTION_WORDS);
  const reason = readReasonCell(cells, match.at.blockReason, headers.blockReason, priceBlockSchema, action.action === 'block');
  const reasons = [...variant.reasons, ...(action.reason ? [action.reason] : []), ...reason.reasons];
  return { row: { ...variant.value, action: action.action, reason: reason.reason }, reasons };
}

export function readPriceBlockRow(cells: readonly CellValue[], match: HeaderMatch<PriceBlockKey>): { row: PriceBlockRow } | { reasons: ImportReason[] } {
  const { row, reasons } = readCells(cells, match);
  return reasons.length ? { reasons } : { row };
}

export function partialPriceBlockRow(cells: readonly CellValue[], match: HeaderMatch<PriceBlockKey>): PriceBlockRow {
  return readCells(cells, match).row;
}
