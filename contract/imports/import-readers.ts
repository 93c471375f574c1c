/**
 * How each import reads its file: the header row picks the columns (the kind's required headers, in any order; for
 * products and variants also the category's attribute columns), then each row is read with the contract's reader.
 * A row that cannot be read comes with its reasons and what its cells still say (`partial`), so the catalogue can check
 * its other columns in the same pass. The error file's Row and Reasons columns are no columns of any kind
 * (error-file-columns.ts).
 */
import { CAMPAIGN_SKU_COLUMNS, partialCampaignSkuRow, readCampaignSkuRow } from './campaign-sku.rules';
import { CATEGORY_BLOCK_COLUMNS, partialCategoryBlockRow, readCategoryBlockRow } from './category-block.rules';
import { LOCK_UPDATE_COLUMNS, partialLockUpdateRow, readLockUpdateRow } from './lock-update.rules';
import { PRICE_BLOCK_COLUMNS, partialPriceBlockRow, readPriceBlockRow } from './price-block.rules';
import { COMMISSION_COLUMNS, partialCommissionRow, readCommissionRow } from './commission.rules';
import { withoutErrorFileColumns } from './error-file-columns';
import { ETGB_COLUMNS, partialEtgbRow, readEtgbRow } from './etgb.rules';
import { FULFILLMENT_DAY_COLUMNS, partialFulfillmentDayRow, readFulfillmentDayRow } from './fulfillment-day.rules';
import type { ImportRowOf } from './import-batch';
import { cellText, headerIn, matchHeaders, type CellValue, type HeaderMatch, type ImportColumn } from './import-columns';
import type { ImportJobKind, ImportReason } from './import.types';
import { LEAD_TIME_COLUMNS, partialLeadTimeRow, readLeadTimeRow } from './lead-time.rules';
import type { ReasonLanguage } from './reason-text';
import { attributeColumnsOf, partialProductVariantRow, PRODUCT_VARIANT_COLUMNS, readProductVariantRow, type AttributeColumn } from './product-variant.rules';
import { partialStockBulkRow, readStockBulkRow, STOCK_BULK_COLUMNS } from './stock-bulk.rules';
import { partialStockPriceRow, readStockPriceRow, STOCK_PRICE_COLUMNS } from './stock-price.rules';
import { partialTagAssignRow, readTagAssignRow, TAG_ASSIGN_COLUMNS } from './tag-assign.rules';

export type RowRead<K extends ImportJobKind> = { row: ImportRowOf[K] } | { reasons: ImportReason[]; partial: ImportRowOf[K] };

/** A column of the file: where it stands and what the seller's header row calls it. */
export interface FileColumn {
  at: number;
  header: string;
}

export interface RowReader<K extends ImportJobKind> {
  read(cells: readonly CellValue[]): RowRead<K>;
  /** The row's SKU as written, for a row that could not be read. */
  skuOf(cells: readonly CellValue[]): string | null;
  /** The file's columns by the name reasons give them (a column's English header, an attribute's name). */
  columns: ReadonlyMap<string, FileColumn>;
}

/** A reader for the file's header row, or the required headers it lacks. */
export type ReaderOf<K extends ImportJobKind> = (header: readonly CellValue[]) => RowReader<K> | { missing: string[] };

const skuAt = (index: number | undefined) => (cells: readonly CellValue[]) => (index === undefined ? '' : cellText(cells[index])) || null;

function fileColumns<C extends string>(
  header: readonly CellValue[],
  columns: readonly ImportColumn<C>[],
  match: HeaderMatch<C>,
  attributes: readonly AttributeColumn[] = [],
): Map<string, FileColumn> {
  const found = new Map<string, FileColumn>();
  for (const column of columns) {
    const at = match.at[column.key];
    if (at !== undefined) found.set(column.header, { at, header: cellText(header[at]) || column.header });
  }
  for (const attribute of attributes) if (!found.has(attribute.name)) found.set(attribute.name, { at: attribute.at, header: attribute.name });
  return found;
}

function readWith<K extends ImportJobKind>(
  read: (cells: readonly CellValue[]) => { row: ImportRowOf[K] } | { reasons: ImportReason[] },
  partial: (cells: readonly CellValue[]) => ImportRowOf[K],
): RowReader<K>['read'] {
  return (cells) => {
    const result = read(cells);
    return 'reasons' in result ? { reasons: result.reasons, partial: partial(cells) } : result;
  };
}

/** Each kind's own columns (a product/variant file's attribute columns aside). */
export const IMPORT_COLUMNS: { readonly [K in ImportJobKind]: readonly ImportColumn[] } = {
  stockPrice: STOCK_PRICE_COLUMNS,
  fulfillmentDay: FULFILLMENT_DAY_COLUMNS,
  productVariant: PRODUCT_VARIANT_COLUMNS,
  tagAssign: TAG_ASSIGN_COLUMNS,
  etgb: ETGB_COLUMNS,
  leadTime: LEAD_TIME_COLUMNS,
  categoryBlock: CATEGORY_BLOCK_COLUMNS,
  priceBlock: PRICE_BLOCK_COLUMNS,
  lockUpdate: LOCK_UPDATE_COLUMNS,
  commissionBulk: COMMISSION_COLUMNS,
  stockBulk: STOCK_BULK_COLUMNS,
  campaignSkus: CAMPAIGN_SKU_COLUMNS,
};

const TEMPLATE_COLUMNS: ReadonlyMap<string, ImportColumn> = new Map(
  Object.values(IMPORT_COLUMNS).flatMap((columns) => columns.map((column) => [column.header, column])),
);

/** The column a reason names, in a language: the seller's header as written, a template column as the template names it. */
export function reasonColumnIn(reason: ImportReason, language: ReasonLanguage): string | undefined {
  if (reason.column === undefined || !reason.templateColumn) return reason.column;
  const column = TEMPLATE_COLUMNS.get(reason.column);
  return column ? headerIn(column, language) : reason.column;
}

export const IMPORT_READERS: { readonly [K in ImportJobKind]: ReaderOf<K> } = {
  stockPrice(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, STOCK_PRICE_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'stockPrice'>(
        (cells) => readStockPriceRow(cells, match),
        (cells) => partialStockPriceRow(cells, match),
      ),
      skuOf: skuAt(match.at.sku),
      columns: fileColumns(header, STOCK_PRICE_COLUMNS, match),
    };
  },
  fulfillmentDay(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, FULFILLMENT_DAY_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'fulfillmentDay'>(
        (cells) => readFulfillmentDayRow(cells, match),
        (cells) => partialFulfillmentDayRow(cells, match),
      ),
      skuOf: skuAt(match.at.sku),
      columns: fileColumns(header, FULFILLMENT_DAY_COLUMNS, match),
    };
  },
  productVariant(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, PRODUCT_VARIANT_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    const attributes = attributeColumnsOf(header, match);
    return {
      read: readWith<'productVariant'>(
        (cells) => readProductVariantRow(cells, match, attributes),
        (cells) => partialProductVariantRow(cells, match, attributes),
      ),
      skuOf: skuAt(match.at.sku),
      columns: fileColumns(header, PRODUCT_VARIANT_COLUMNS, match, attributes),
    };
  },
  tagAssign(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, TAG_ASSIGN_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'tagAssign'>(
        (cells) => readTagAssignRow(cells, match),
        (cells) => partialTagAssignRow(cells, match),
      ),
      skuOf: skuAt(match.at.sku),
      columns: fileColumns(header, TAG_ASSIGN_COLUMNS, match),
    };
  },
  etgb(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, ETGB_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'etgb'>(
        (cells) => readEtgbRow(cells, match),
        (cells) => partialEtgbRow(cells, match),
      ),
      skuOf: () => null,
      columns: fileColumns(header, ETGB_COLUMNS, match),
    };
  },
  leadTime(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, LEAD_TIME_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'leadTime'>(
        (cells) => readLeadTimeRow(cells, match),
        (cells) => partialLeadTimeRow(cells, match),
      ),
      skuOf: () => null,
      columns: fileColumns(header, LEAD_TIME_COLUMNS, match),
    };
  },
  categoryBlock(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, CATEGORY_BLOCK_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'categoryBlock'>(
        (cells) => readCategoryBlockRow(cells, match),
        (cells) => partialCategoryBlockRow(cells, match),
      ),
      skuOf: () => null,
      columns: fileColumns(header, CATEGORY_BLOCK_COLUMNS, match),
    };
  },
  priceBlock(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, PRICE_BLOCK_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'priceBlock'>(
        (cells) => readPriceBlockRow(cells, match),
        (cells) => partialPriceBlockRow(cells, match),
      ),
      skuOf: skuAt(match.at.sku),
      columns: fileColumns(header, PRICE_BLOCK_COLUMNS, match),
    };
  },
  lockUpdate(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, LOCK_UPDATE_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'lockUpdate'>(
        (cells) => readLockUpdateRow(cells, match),
        (cells) => partialLockUpdateRow(cells, match),
      ),
      skuOf: skuAt(match.at.sku),
      columns: fileColumns(header, LOCK_UPDATE_COLUMNS, match),
    };
  },
  commissionBulk(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, COMMISSION_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'commissionBulk'>(
        (cells) => readCommissionRow(cells, match),
        (cells) => partialCommissionRow(cells, match),
      ),
      skuOf: () => null,
      columns: fileColumns(header, COMMISSION_COLUMNS, match),
    };
  },
  stockBulk(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, STOCK_BULK_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'stockBulk'>(
        (cells) => readStockBulkRow(cells, match),
        (cells) => partialStockBulkRow(cells, match),
      ),
      skuOf: skuAt(match.at.sku),
      columns: fileColumns(header, STOCK_BULK_COLUMNS, match),
    };
  },
  campaignSkus(fileHeader) {
    const header = withoutErrorFileColumns(fileHeader);
    const match = matchHeaders(header, CAMPAIGN_SKU_COLUMNS);
    if (match.missing.length) return { missing: match.missing };
    return {
      read: readWith<'campaignSkus'>(
        (cells) => readCampaignSkuRow(cells, match),
        (cells) => partialCampaignSkuRow(cells, match),
      ),
      skuOf: skuAt(match.at.sku),
      columns: fileColumns(header, CAMPAIGN_SKU_COLUMNS, match),
    };
  },
};
