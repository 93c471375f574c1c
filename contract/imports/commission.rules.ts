/**
 * The commission file (staff only, on /admin/commissions; spec §9 "commission bulk update"): each row sets the rate a
 * marketplace keeps of a sale in one leaf category, from the moment the row is applied. The marketplace is written by
 * its code or its name; the rate is checked with the screen's own rule; the accounting service checks the category.
 */
import { commissionPercentField, COMMISSION_DECIMALS, COMMISSION_PERCENT_MAX } from '../admin-commissions/commission.types';
import type { MarketplaceCode } from '../downstream/marketplace';
import { MARKETPLACE_CODES } from '../orders/order.query';
import * as yup from 'yup';
import type { ColumnGuide } from './column-guide';
import {
  cellText,
  headerKey,
  headersOf,
  numberCells,
  numberOrZero,
  readWholeId,
  schemaReasons,
  type CellValue,
  type HeaderMatch,
  type ImportColumn,
} from './import-columns';
import type { ImportReason } from './import.types';

export type CommissionKey = 'marketplace' | 'categoryId' | 'ratePercent';

export const COMMISSION_COLUMNS: readonly ImportColumn<CommissionKey>[] = [
  { key: 'marketplace', header: 'Marketplace', tr: 'Pazaryeri', aliases: ['Channel', 'Kanal'], required: true },
  { key: 'categoryId', header: 'Category ID', tr: 'Kategori ID', aliases: ['Kategori No'], required: true },
  { key: 'ratePercent', header: 'Commission Rate', tr: 'Komisyon Oranı', aliases: ['Commission %', 'Komisyon %', 'Rate'], required: true },
];

export const COMMISSION_HEADERS = headersOf(COMMISSION_COLUMNS);

export const COMMISSION_GUIDES: Readonly<Record<CommissionKey, ColumnGuide>> = {
  marketplace: {
    unit: null,
    allowed: { key: 'imports.guide.allowed.marketplace', params: { codes: MARKETPLACE_CODES.join(', ') } },
    format: 'text',
    example: 'trendyol',
  },
  categoryId: { unit: null, allowed: { key: 'imports.guide.allowed.commissionCategory' }, format: 'whole', example: 104 },
  ratePercent: {
    unit: 'percent',
    allowed: { key: 'imports.guide.allowed.commissionRate', params: { max: COMMISSION_PERCENT_MAX, decimals: COMMISSION_DECIMALS } },
    format: 'decimal',
    example: 12.5,
  },
};

export interface CommissionRow {
  marketplace: MarketplaceCode | null;
  categoryId: number | null;
  ratePercent: number;
}

/** A marketplace by its code (`noon-ae`) or its name (`Noon UAE`), in any case and spacing. */
const MARKETPLACE_NAMES: Readonly<Record<MarketplaceCode, readonly string[]>> = {
  hepsiburada: ['Hepsiburada'],
  trendyol: ['Trendyol'],
  'noon-ae': ['Noon UAE'],
  'noon-sa': ['Noon KSA'],
  'noon-eg': ['Noon Egypt'],
};
const BY_NAME: ReadonlyMap<string, MarketplaceCode> = new Map(
  MARKETPLACE_CODES.flatMap((code) => [code, ...MARKETPLACE_NAMES[code]].map((name) => [headerKey(name), code] as const)),
);

export const marketplaceOfCell = (text: string): MarketplaceCode | null => BY_NAME.get(headerKey(text)) ?? null;

export const commissionRowSchema = yup.object({ ratePercent: commissionPercentField });

function readCells(cells: readonly CellValue[], match: HeaderMatch<CommissionKey>): { row: CommissionRow; reasons: ImportReason[] } {
  const reasons: ImportReason[] = [];
  const marketplaceText = cellText(cells[match.at.marketplace ?? -1]);
  const marketplace = marketplaceOfCell(marketplaceText);
  if (!marketplaceText) reasons.push({ code: 'validation.required', column: COMMISSION_HEADERS.marketplace });
  else if (!marketplace)
    reasons.push({ code: 'imports.reasons.marketplaceUnknown', column: COMMISSION_HEADERS.marketplace, params: { value: marketplaceText } });
  const category = readWholeId(cells, match.at.categoryId, COMMISSION_HEADERS.categoryId);
  if (category.reason) reasons.push(category.reason);
  else if (category.value === null) reasons.push({ code: 'validation.required', column: COMMISSION_HEADERS.categoryId });
  const numbers = numberCells(['ratePercent'], (key) => cells[match.at[key] ?? -1], COMMISSION_HEADERS);
  const { ratePercent } = numbers.values;
  reasons.push(...numbers.merge(schemaReasons(commissionRowSchema, { ratePercent }, COMMISSION_HEADERS, { strict: true })));
  return { row: { marketplace, categoryId: category.value, ratePercent: numberOrZero(ratePercent) }, reasons };
}

export function readCommissionRow(cells: readonly CellValue[], match: HeaderMatch<CommissionKey>): { row: CommissionRow } | { reasons: ImportReason[] } {
  const { row, reasons } = readCells(cells, match);
  return reasons.length ? { reasons } : { row };
}

export function partialCommissionRow(cells: readonly CellValue[], match: HeaderMatch<CommissionKey>): CommissionRow {
  return readCells(cells, match).row;
}
