/**
 * What differs between the three imports: the header row they need, how a row is read (the contract's readers, with
 * the SPA's schemas), the marketplace service's call that applies a batch, and the template's name.
 */
import { FULFILLMENT_DAY_COLUMNS, readFulfillmentDayRow } from '@contract/imports/fulfillment-day.rules';
import type { ImportRowOf } from '@contract/imports/import-batch';
import { matchHeaders, type CellValue, type ImportColumn } from '@contract/imports/import-columns';
import type { ImportKind, ImportReason } from '@contract/imports/import.types';
import { attributeColumnsOf, PRODUCT_VARIANT_COLUMNS, readProductVariantRow } from '@contract/imports/product-variant.rules';
import { readStockPriceRow, STOCK_PRICE_COLUMNS } from '@contract/imports/stock-price.rules';

export type RowRead<K extends ImportKind> = { row: ImportRowOf[K] } | { reasons: ImportReason[] };

export interface PreparedReader<K extends ImportKind> {
  read(cells: readonly CellValue[]): RowRead<K>;
  /** The row's SKU as written, for a row that could not be read. */
  skuOf(cells: readonly CellValue[]): string | null;
}

export interface KindSpec<K extends ImportKind> {
  columns: readonly ImportColumn[];
  /** A reader for the file's header row, or the required headers it lacks. */
  prepare(header: readonly CellValue[]): PreparedReader<K> | { missing: string[] };
  /** The marketplace service's call (contract/downstream/catalog-imports.ts). */
  applyPath: string;
  templateName: string;
}

function skuAt(index: number | undefined) {
  return (cells: readonly CellValue[]) => {
    const text = index === undefined ? '' : String(cells[index] ?? '').trim();
    return text || null;
  };
}

export const KIND_SPECS: { readonly [K in ImportKind]: KindSpec<K> } = {
  stockPrice: {
    columns: STOCK_PRICE_COLUMNS,
    prepare(header) {
      const match = matchHeaders(header, STOCK_PRICE_COLUMNS);
      if (match.missing.length) return { missing: match.missing };
      return { read: (cells) => readStockPriceRow(cells, match), skuOf: skuAt(match.at.sku) };
    },
    applyPath: '/imports/stock-price',
    templateName: 'stock-price-template',
  },
  fulfillmentDay: {
    columns: FULFILLMENT_DAY_COLUMNS,
    prepare(header) {
      const match = matchHeaders(header, FULFILLMENT_DAY_COLUMNS);
      if (match.missing.length) return { missing: match.missing };
      return { read: (cells) => readFulfillmentDayRow(cells, match), skuOf: skuAt(match.at.sku) };
    },
    applyPath: '/imports/fulfillment-days',
    templateName: 'fulfillment-day-template',
  },
  productVariant: {
    columns: PRODUCT_VARIANT_COLUMNS,
    prepare(header) {
      const match = matchHeaders(header, PRODUCT_VARIANT_COLUMNS);
      if (match.missing.length) return { missing: match.missing };
      const attributes = attributeColumnsOf(header, match);
      return { read: (cells) => readProductVariantRow(cells, match, attributes), skuOf: skuAt(match.at.sku) };
    },
    applyPath: '/imports/product-variants',
    templateName: 'product-variant-template',
  },
};
