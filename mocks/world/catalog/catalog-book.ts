/**
 * A company's catalogue (products, variants, brands, restricted categories, marketplace settings, ratings, logs) and
 * the taxonomy every company shares (the seller-panel category tree, attributes, each marketplace's own tree and
 * attributes): the storage shapes. Both are generated on first access from the world seed alone, like the order
 * books (catalog-access.ts for catalogues, taxonomy.ts for the taxonomy).
 */
import type { MarketplaceSetting } from '@contract/catalog/marketplace-settings';
import type { Product, ProductRating, Variant } from '@contract/catalog/catalog.types';
import type { Attribute, Brand, MarketplaceAttribute, MarketplaceCategory, RestrictedCategory, SellerCategory } from '@contract/catalog/taxonomy.types';
import type { MarketplaceLog } from '@contract/logs/log.types';

export interface CompanyCatalog {
  companyId: number;
  /** TRY for companies in Turkey, USD otherwise. */
  currency: string;
  /** Ascending id; deleted products stay with `deletedAt` set. */
  products: Product[];
  /**
   * Ascending id. `locks` holds only the marketplace's own locks (seeded); the Incorrect Pricing locks live in the
   * order book, and variantView (variant-view.ts) merges both as of the reader's clock.
   */
  variants: Variant[];
  /** Variants of deleted products, kept for the Deleted Product view. */
  deletedVariants: Variant[];
  brands: Brand[];
  restricted: RestrictedCategory[];
  settings: MarketplaceSetting[];
  ratings: Record<number, ProductRating[]>;
  /** Logs written by operations, per `${referenceType}:${referenceId}` (the seeded ones are derived on read). */
  addedLogs: Record<string, MarketplaceLog[]>;
  nextProductId: number;
  nextVariantId: number;
  nextBrandId: number;
  /** Bumped on every change, so lookup indexes can rebuild. */
  version: number;
}

export interface Taxonomy {
  categories: SellerCategory[];
  attributes: Attribute[];
  marketplaceCategories: MarketplaceCategory[];
  marketplaceAttributes: MarketplaceAttribute[];
  nextCategoryId: number;
  version: number;
}

/** One company gets exactly `variantCount` variants (benchmarks). */
export interface LargeCatalog {
  companyId: number;
  variantCount: number;
}
