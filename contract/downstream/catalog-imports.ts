/**
 * Marketplace service, Excel import support (routes in catalog-imports.routes.ts, JWT scoped to the company). The
 * BFF reads the workbook, checks each row with contract/imports/*, looks the batch's SKUs up, checks the §5 limits
 * and sends the rows that pass; the service applies them row by row and answers each row's outcome in order.
 * While the company's imports are suspended or banned every call but GET/PUT /imports/state answers 403
 * `importSuspended` / `importBanned`.
 */
import type { AttributeType } from '../catalog/taxonomy.types';
import type { ImportReason, ImportState } from '../imports/import.types';
import type { PricingContext } from '../imports/stock-price.rules';

export interface ImportVariantCurrent {
  sku: string;
  variantId: number;
  productId: number;
  productName: string;
  /** The SKU the marketplaces know the variant by: its extra SKU when it has one, else its SKU. */
  syncSku: string;
  price: number;
  retailPrice: number;
  stock: number;
  fulfillmentDay: number;
  deci: number;
  weightGrams: number;
  heightMm: number;
  widthMm: number;
  lengthMm: number;
  /** Changes of weight, deci or a dimension made to this variant today (UTC day). */
  measureUpdatesToday: number;
}

export interface ImportLookupBody {
  /** Up to 1,000 SKUs; unknown and deleted ones are left out of `items`. */
  skus: string[];
}

export interface ImportLookupAnswer {
  state: ImportState;
  items: ImportVariantCurrent[];
  pricing: PricingContext;
  /** The company's live variants (the §5 daily price allowance is a multiple of it). */
  skuCount: number;
  /** Price changes the company made today (UTC day), by any means. */
  priceUpdatesToday: number;
  /** Asked SKUs no live variant has as written but one has in another case: asked SKU → the catalogue's SKU. */
  otherCase?: Record<string, string> | undefined;
}

/**
 * A row as sent. `checkOnly`: a row the BFF has already refused (its cells could not all be read): the service checks
 * what it can of it (SKU, category, brand, tax class, attribute values…) and answers its reasons, writing nothing;
 * it answers `ok: false` for such a row, with no reasons when it found none.
 */
export type ImportRowSent<Row> = Row & { checkOnly?: boolean | undefined };

/** One row's outcome, in the order the rows were sent. */
export type ImportApplyResult =
  | { ok: true; productId: number; variantId: number; productName: string; syncSku: string }
  | { ok: false; reasons: ImportReason[]; productId?: number | null; productName?: string | null; syncSku?: string | null };

/** A batch of at most 1,000 rows, applied row by row. */
export interface ImportRowsBody<Row> {
  rows: ImportRowSent<Row>[];
  /**
   * The batch's id (importBatchId: the import's transaction id and the batch's index in its file, so a job taken over
   * by another process sends the same id again). The catalogue's bulk routes (stock/price, fulfillment days, products and
   * variants) apply a batch once per company and id: sent again with the same rows, it is answered what it was answered
   * the first time and changes nothing; sent again with other rows, it is refused 409 `batchIdReused`. Without an id,
   * every call applies.
   */
  batchId?: string | undefined;
}

/** The id of an import's batch: its transaction's id and the batch's 0-based index among the file's batches. */
export const importBatchId = (transactionId: string, index: number): string => `${transactionId}:${index}`;

export interface ImportApplyAnswer {
  results: ImportApplyResult[];
}

/** What a product/variant template of one category needs (CATALOG_IMPORT_ROUTES.template). */
export interface ImportTemplateAnswer {
  /** An active leaf category; `path` is the English path from the root, `tr.path` the Turkish one. */
  category: { id: number; name: string; path: string; tr?: { path: string } | undefined };
  /** The category's current attributes: each becomes a column (`Name *` when mandatory); values of list attributes. */
  attributes: {
    name: string;
    mandatory: boolean;
    type: AttributeType;
    values: string[];
    /** The Turkish name and values, when the attribute has them (a Turkish template's columns; the importer reads both). */
    tr?: { name: string; values: string[] } | undefined;
  }[];
  /** The company's active brands' names. */
  brands: string[];
  taxClasses: string[];
}
