/**
 * What differs between Mirage's three imports, like the BFF's import kinds: the header row they need and how a row is
 * read (the contract's readers), and the world operation that applies a batch (mocks/world/imports, the marketplace
 * service's calls).
 */
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import { FULFILLMENT_DAY_COLUMNS, readFulfillmentDayRow } from '@contract/imports/fulfillment-day.rules';
import type { ImportRowOf } from '@contract/imports/import-batch';
import { cellText, matchHeaders, type CellValue } from '@contract/imports/import-columns';
import type { ImportKind, ImportReason } from '@contract/imports/import.types';
import { attributeColumnsOf, PRODUCT_VARIANT_COLUMNS, readProductVariantRow } from '@contract/imports/product-variant.rules';
import { readStockPriceRow, STOCK_PRICE_COLUMNS } from '@contract/imports/stock-price.rules';
import type { Refusal } from '@mocks/world/catalog/refusal';
import { applyFulfillmentDays } from '@mocks/world/imports/apply-fulfillment-days';
import { applyProductVariants } from '@mocks/world/imports/apply-product-variants';
import { applyStockPrice } from '@mocks/world/imports/apply-stock-price';
import type { World } from '@mocks/world/world';

export interface RowReader<K extends ImportKind> {
  read(cells: readonly CellValue[]): { row: ImportRowOf[K] } | { reasons: ImportReason[] };
  /** The row's SKU as written, for a row that could not be read. */
  skuOf(cells: readonly CellValue[]): string | null;
}

export interface MirageImportKind<K extends ImportKind> {
  /** A reader for the file's header row, or the required headers it lacks. */
  prepare(header: readonly CellValue[]): RowReader<K> | { missing: string[] };
  apply(world: World, companyId: number, rows: readonly ImportRowOf[K][], now: number): ImportApplyAnswer | Refusal | undefined;
}

const skuAt = (index: number | undefined) => (cells: readonly CellValue[]) => (index === undefined ? '' : cellText(cells[index])) || null;

export const MIRAGE_IMPORT_KINDS: { readonly [K in ImportKind]: MirageImportKind<K> } = {
  stockPrice: {
    prepare(header) {
      const match = matchHeaders(header, STOCK_PRICE_COLUMNS);
      if (match.missing.length) return { missing: match.missing };
      return { read: (cells) => readStockPriceRow(cells, match), skuOf: skuAt(match.at.sku) };
    },
    apply: applyStockPrice,
  },
  fulfillmentDay: {
    prepare(header) {
      const match = matchHeaders(header, FULFILLMENT_DAY_COLUMNS);
      if (match.missing.length) return { missing: match.missing };
      return { read: (cells) => readFulfillmentDayRow(cells, match), skuOf: skuAt(match.at.sku) };
    },
    apply: applyFulfillmentDays,
  },
  productVariant: {
    prepare(header) {
      const match = matchHeaders(header, PRODUCT_VARIANT_COLUMNS);
      if (match.missing.length) return { missing: match.missing };
      const attributes = attributeColumnsOf(header, match);
      return { read: (cells) => readProductVariantRow(cells, match, attributes), skuOf: skuAt(match.at.sku) };
    },
    apply: applyProductVariants,
  },
};
