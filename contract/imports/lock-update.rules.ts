/**
 * The lock-update file (spec §9 "lock update", staff only, on /admin/product-tools): each row locks a company's
 * variant (by Variant ID or SKU) on one marketplace with a reason, or unlocks it there; a row does what the screen's
 * Lock and Unlock buttons do. The reason is checked with the lock dialog's schema; the marketplace service finds the
 * variant and says whether it is listed, locked or not there.
 */
import { lockSchema, TOOL_REASON_MAX } from '../admin-products/admin-tools';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import type { ColumnGuide } from './column-guide';
import { cellText, headerKey, headersOf, type CellValue, type HeaderMatch, type ImportColumn } from './import-columns';
import type { ImportReason } from './import.types';
import { VARIANT_COLUMNS, VARIANT_GUIDES } from './price-block.rules';
import { readActionCell, readReasonCell, readVariantCells, type ActionWords, type VariantCells } from './staff-tool-cells';

export const LOCK_UPDATE_ACTIONS = ['lock', 'unlock'] as const;
export type LockUpdateAction = (typeof LOCK_UPDATE_ACTIONS)[number];

const LOCK_WORDS: ActionWords<LockUpdateAction> = {
  lock: ['lock', 'kilitle'],
  unlock: ['unlock', 'kilidikaldir', 'kilitac', 'kaldir', 'ac'],
};

export type LockUpdateKey = 'companyId' | 'variantId' | 'sku' | 'marketplace' | 'lockAction' | 'lockReason';

export const LOCK_UPDATE_COLUMNS: readonly ImportColumn<LockUpdateKey>[] = [
  ...VARIANT_COLUMNS,
  { key: 'marketplace', header: 'Marketplace', tr: 'Pazaryeri', required: true },
  { key: 'lockAction', header: 'Action', tr: 'İşlem' },
  { key: 'lockReason', header: 'Reason', tr: 'Neden' },
];

export const LOCK_UPDATE_HEADERS = headersOf(LOCK_UPDATE_COLUMNS);

export const LOCK_UPDATE_GUIDES: Readonly<Record<LockUpdateKey, ColumnGuide>> = {
  ...VARIANT_GUIDES,
  marketplace: {
    unit: null,
    allowed: { key: 'imports.guide.allowed.marketplace', params: { codes: MARKETPLACE_CODES.join(', ') } },
    format: 'text',
    example: 'trendyol',
  },
  lockAction: { unit: null, allowed: { key: 'imports.guide.allowed.lockAction' }, format: 'text', example: 'lock', exampleTr: 'kilitle' },
  lockReason: {
    unit: null,
    allowed: { key: 'imports.guide.allowed.lockReason', params: { max: TOOL_REASON_MAX } },
    format: 'text',
    example: 'Counterfeit report under review',
    exampleTr: 'Sahte ürün bildirimi inceleniyor',
  },
};

export interface LockUpdateRow extends VariantCells {
  /** '' only in a refused row's partial values. */
  marketplace: MarketplaceCode | '';
  action: LockUpdateAction;
  /** Required to lock; ignored when unlocking. */
  reason: string;
}

/** A marketplace by its code, written in any case and spacing (`Noon AE` reads `noon-ae`). */
export function marketplaceOf(text: string): MarketplaceCode | null {
  const key = headerKey(text);
  return MARKETPLACE_CODES.find((code) => headerKey(code) === key) ?? null;
}

function readCells(cells: readonly CellValue[], match: HeaderMatch<LockUpdateKey>): { row: LockUpdateRow; reasons: ImportReason[] } {
  const headers = LOCK_UPDATE_HEADERS;
  const variant = readVariantCells(cells, match.at, headers);
  const written = cellText(cells[match.at.marketplace ?? -1]);
  const marketplace = marketplaceOf(written);
  const action = readActionCell(cells, match.at.lockAction, headers.lockAction, LOCK_UPDATE_ACTIONS, LOCK_WORDS);
  const reason = readReasonCell(cells, match.at.lockReason, headers.lockReason, lockSchema.pick(['reason']), action.action === 'lock');
  const reasons = [...variant.reasons];
  if (!written) reasons.push({ code: 'validation.required', column: headers.marketplace });
  else if (!marketplace)
    reasons.push({
      code: 'imports.reasons.marketplaceUnknown',
      column: headers.marketplace,
      params: { value: written, allowed: MARKETPLACE_CODES.join(', ') },
    });
  if (action.reason) reasons.push(action.reason);
  reasons.push(...reason.reasons);
  return { row: { ...variant.value, marketplace: marketplace ?? '', action: action.action, reason: reason.reason }, reasons };
}

export function readLockUpdateRow(cells: readonly CellValue[], match: HeaderMatch<LockUpdateKey>): { row: LockUpdateRow } | { reasons: ImportReason[] } {
  const { row, reasons } = readCells(cells, match);
  return reasons.length ? { reasons } : { row };
}

export function partialLockUpdateRow(cells: readonly CellValue[], match: HeaderMatch<LockUpdateKey>): LockUpdateRow {
  return readCells(cells, match).row;
}
