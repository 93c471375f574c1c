/**
 * How each import reads its file: the header row picks the columns (the kind's required headers, in any order; for
 * products and variants also the category's attribute columns), then each row is read with the contract's reader.
 * The error file's Row and Reasons columns are no columns of any kind (error-file-columns.ts).
 */
import { withoutErrorFileColumns } from './error-file-columns';
import { FULFILLMENT_DAY_COLUMNS, readFulfillmentDayRow } from './fulfillment-day.rules';
import type { ImportRowOf } from './import-batch';
import { cellText, matchHeaders, type CellValue } from './import-columns';
import type { ImportKind, ImportReason } from './import.types';
import { attributeColumnsOf, PRODUCT_VARIANT_COLUMNS, readProductVariantRow } from './product-variant.rules';
import { readStockPriceRow, STOCK_PRICE_COLUMNS } from './stock-price.rules';

export interface RowReader<K extends ImportKind> {
  read(cells: readonly CellValue[]): { row: ImportRowOf[K] } | { reasons: ImportReason[] };
  /** The row's SKU as written, for a row that could not be read. */
  skuOf(cells: readonly CellValue[]): string | null;
}

/** A reader for the file's header row, or the required headers it lacks. */
export type ReaderOf<K extends ImportKind> = (header: readonly CellValue[]) => RowReader<K> | { missing: string[] };

const skuAt = (index: number | undefined) => (cells: readonly CellValue[]) => (index === undefined ? '' : cellText(cells[index])) || null;

export const IMPORT_READERS: { readonly [K in ImportKind]: ReaderOf<K> } = {
  stockPrice(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, STOCK_PRICE_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return { read: (cells) => readStockPriceRow(cells, match), skuOf: skuAt(match.at.sku) };
  },
  fulfillmentDay(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, FULFILLMENT_DAY_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return { read: (cells) => readFulfillmentDayRow(cells, match), skuOf: skuAt(match.at.sku) };
  },
  productVariant(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, PRODUCT_VARIANT_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    const attributes = attributeColumnsOf(header, match);
    return { read: (cells) => readProductVariantRow(cells, match, attributes), skuOf: skuAt(match.at.sku) };
  },
};
