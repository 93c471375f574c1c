/**
 * The stock file (staff only, on /admin/stock-tools): each row sets the stock of one variant, named by its company and
 * SKU. A Marketplace cell says where the variant must be listed (a row for a marketplace it is not on is refused);
 * empty, it is every marketplace. Checked with the quick edit's stock rule; the marketplace service checks the rest.
 */
import { quickEditVariantSchema } from '../catalog/catalog.schemas';
import { STOCK_SCOPES, type StockScope } from '../admin-stock-tools/stock-tools.types';
import { COLUMN_GUIDES, type ColumnGuide } from './column-guide';
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

export type StockBulkKey = 'companyId' | 'sku' | 'marketplace' | 'stock';

export const STOCK_BULK_COLUMNS: readonly ImportColumn<StockBulkKey>[] = [
  { key: 'companyId', header: 'Company ID', tr: 'Firma ID', aliases: ['Company', 'Firma No'], required: true },
  { key: 'sku', header: 'SKU', tr: 'SKU', aliases: ['Stok Kodu'], required: true },
  { key: 'marketplace', header: 'Marketplace', tr: 'Pazaryeri', aliases: ['Pazar Yeri', 'Kanal'] },
  { key: 'stock', header: 'Stock', tr: 'Stok', required: true },
];

export const STOCK_BULK_HEADERS = headersOf(STOCK_BULK_COLUMNS);

export const STOCK_BULK_GUIDES: Readonly<Record<StockBulkKey, ColumnGuide>> = {
  companyId: { unit: null, allowed: { key: 'imports.guide.allowed.companyId' }, format: 'whole', example: 1001 },
  sku: { ...COLUMN_GUIDES.sku, allowed: { key: 'imports.guide.allowed.stockSku' } },
  marketplace: { unit: null, allowed: { key: 'imports.guide.allowed.marketplace' }, format: 'text', example: 'trendyol' },
  stock: COLUMN_GUIDES.stock,
};

export interface StockBulkRow {
  companyId: number | null;
  sku: string;
  marketplace: StockScope;
  stock: number;
}

export const stockBulkRowSchema = quickEditVariantSchema.pick(['stock']);

/** Words a Marketplace cell may say for every marketplace, folded as headers are. */
const EVERY_MARKETPLACE = new Set(['all', 'tumu', 'hepsi', 'tum']);

/** A Marketplace cell as a scope: empty or "all" is every marketplace; a code in any case, with or without its dash. */
export function readStockScope(text: string): StockScope | null {
  const folded = headerKey(text);
  if (!folded || EVERY_MARKETPLACE.has(folded)) return 'all';
  return STOCK_SCOPES.find((scope) => headerKey(scope) === folded) ?? null;
}

function readCells(cells: readonly CellValue[], match: HeaderMatch<StockBulkKey>): { row: StockBulkRow; reasons: ImportReason[] } {
  const reasons: ImportReason[] = [];
  const company = readWholeId(cells, match.at.companyId, STOCK_BULK_HEADERS.companyId);
  if (company.reason) reasons.push(company.reason);
  else if (company.value === null) reasons.push({ code: 'validation.required', column: STOCK_BULK_HEADERS.companyId });
  const sku = cellText(cells[match.at.sku ?? -1]);
  if (!sku) reasons.push({ code: 'validation.required', column: STOCK_BULK_HEADERS.sku });
  const written = cellText(cells[match.at.marketplace ?? -1]);
  const marketplace = readStockScope(written);
  if (marketplace === null) reasons.push({ code: 'imports.reasons.marketplaceUnknown', column: STOCK_BULK_HEADERS.marketplace, params: { value: written } });
  const numbers = numberCells(['stock'], (key) => cells[match.at[key] ?? -1], STOCK_BULK_HEADERS);
  const { stock } = numbers.values;
  reasons.push(...numbers.merge(schemaReasons(stockBulkRowSchema, { stock }, STOCK_BULK_HEADERS, { strict: true })));
  return { row: { companyId: company.value, sku, marketplace: marketplace ?? 'all', stock: numberOrZero(stock) }, reasons };
}

export function readStockBulkRow(cells: readonly CellValue[], match: HeaderMatch<StockBulkKey>): { row: StockBulkRow } | { reasons: ImportReason[] } {
  const { row, reasons } = readCells(cells, match);
  return reasons.length ? { reasons } : { row };
}

export function partialStockBulkRow(cells: readonly CellValue[], match: HeaderMatch<StockBulkKey>): StockBulkRow {
  return readCells(cells, match).row;
}
