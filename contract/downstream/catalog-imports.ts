/**
 * Marketplace service, Excel import support (paths under /v1/companies/:companyId, JWT scoped to the company). The
 * BFF reads the workbook, checks each row with contract/imports/*, looks the batch's SKUs up, checks the §5 limits
 * and sends the rows that pass; the service applies them row by row and answers each row's outcome in order.
 * While the company's imports are suspended or banned every call but GET/PUT /imports/state answers 403
 * `importSuspended` / `importBanned`.
 */
import type { AttributeType } from '../catalog/taxonomy.types';
import type { TemplateCategoryAnswer } from '../imports/import.api';
import type { ImportReason, ImportState } from '../imports/import.types';
import type { FulfillmentDayRow } from '../imports/fulfillment-day.rules';
import type { ProductVariantRow } from '../imports/product-variant.rules';
import type { PricingContext, StockPriceRow } from '../imports/stock-price.rules';

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
}

/** One row's outcome, in the order the rows were sent. */
export type ImportApplyResult =
  | { ok: true; productId: number; variantId: number; productName: string; syncSku: string }
  | { ok: false; reasons: ImportReason[]; productId?: number | null; productName?: string | null; syncSku?: string | null };

export interface ImportApplyAnswer {
  results: ImportApplyResult[];
}

/** What a product/variant template of one category needs (GET /imports/template/:categoryId). */
export interface ImportTemplateAnswer {
  /** An active leaf category; `path` is the English path from the root. */
  category: { id: number; name: string; path: string };
  /** The category's current attributes: each becomes a column (`Name *` when mandatory); values of list attributes. */
  attributes: { name: string; mandatory: boolean; type: AttributeType; values: string[] }[];
  /** The company's active brands' names. */
  brands: string[];
  taxClasses: string[];
}

export interface CatalogImportsApi {
  /** GET /imports/state */
  getState: { answer: { state: ImportState } };
  /** PUT /imports/state — staff only (an admin token, or a token with `act`). */
  setState: { body: { state: ImportState }; answer: { state: ImportState } };
  /** POST /imports/lookup */
  lookup: { body: ImportLookupBody; answer: ImportLookupAnswer };
  /** POST /imports/stock-price — sets price, retail price and stock by SKU (at most 1,000 rows). */
  stockPrice: { body: { rows: StockPriceRow[] }; answer: ImportApplyAnswer };
  /** POST /imports/fulfillment-days — sets each SKU's product's fulfillment day (at most 1,000 rows). */
  fulfillmentDays: { body: { rows: FulfillmentDayRow[] }; answer: ImportApplyAnswer };
  /** POST /imports/product-variants — creates or updates products and variants by SKU (at most 1,000 rows). */
  productVariants: { body: { rows: ProductVariantRow[] }; answer: ImportApplyAnswer };
  /** GET /imports/template/:categoryId — 404 `categoryNotFound` unless an active leaf; 409 `categoryRestricted`. */
  template: { answer: ImportTemplateAnswer };
  /** GET /imports/template-categories?search=&marketplace= — at most 50, crossed active leaves only. */
  templateCategories: { answer: TemplateCategoryAnswer };
}
