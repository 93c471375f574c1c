/**
 * Hard delete (/admin/hard-delete, issue "The admin console, part 1"): staff remove products, variants or a company's
 * whole catalogue for good (spec §4: variant deletion cannot be undone; spec §9: the "company delete" transaction).
 * Unlike a seller's delete, nothing is kept: a hard-deleted product does not show under Deleted Products.
 */

/** What is deleted: products by id, variants by id or SKU, or the whole catalogue. */
export const HARD_DELETE_SCOPES = ['products', 'variants', 'catalog'] as const;
export type HardDeleteScope = (typeof HARD_DELETE_SCOPES)[number];

/** Most ids or SKUs one hard delete takes. */
export const HARD_DELETE_MAX_TARGETS = 500;
/** Rows of the preview's sample. */
export const HARD_DELETE_SAMPLE_SIZE = 10;

/** What a hard delete names: the company and, for a list, its product ids or variant ids/SKUs (none for the catalogue). */
export interface HardDeleteTarget {
  companyId: number;
  scope: HardDeleteScope;
  targets: string[];
}

/** What a hard delete touches; listings are the variants' marketplace states, images their default and extra images. */
export interface HardDeleteCounts {
  products: number;
  variants: number;
  images: number;
  listings: number;
}

export interface HardDeleteSampleRow {
  productId: number;
  productName: string;
  /** Null for a product that has no variant left. */
  variantId: number | null;
  sku: string | null;
  /** Whether the product was already deleted by the seller (it shows under Deleted Products until now). */
  deleted: boolean;
  images: number;
  listings: number;
}

/** GET /api/admin/hard-delete/preview: what the hard delete would touch, and the text that confirms it. */
export interface HardDeletePreview {
  companyId: number;
  companyName: string;
  scope: HardDeleteScope;
  counts: HardDeleteCounts;
  sample: HardDeleteSampleRow[];
  /** Ids or SKUs of the list that name nothing in the catalogue: the delete is refused while any is left. */
  unknown: string[];
  /** What the person types to confirm (contract/admin/typed-confirmation.ts): the company's name or the count. */
  confirmation: string;
}

/** One step of the job (the service deletes at most `limit` products or variants per call). */
export interface HardDeleteStep {
  deleted: HardDeleteCounts;
  /** Products (catalogue, products) or variants (variants) of the target still to delete. */
  remaining: number;
}
