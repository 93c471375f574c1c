/** Products and variants (spec §3/§4), as the marketplace service answers them and the BFF passes on. */
import type { MarketplaceCode } from '../downstream/marketplace';
import type { LocalizedName } from '../localized-name';

/** Product and variant status (spec §4). */
export const CATALOG_STATUSES = ['active', 'inactive'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

/** A variant's state on one marketplace (spec §4, the marketplace's own words). */
export const MARKETPLACE_VARIANT_STATUSES = [
  'salable',
  'locked',
  'unLocked',
  'suspended',
  'frozen',
  'inactive',
  'review',
  'missing_information',
  'catalog_process',
  'matching',
  'ready_for_sale',
  'task_opened',
  'pre_catalog_matching',
  'processing',
  'error',
] as const;
export type MarketplaceVariantStatus = (typeof MARKETPLACE_VARIANT_STATUSES)[number];

/** A name and description in one language; `language` is an ISO 639-1 code (en, tr, ar, zh…). */
export interface Translation {
  language: string;
  name: string;
  description: string;
}

export interface ProductImage {
  url: string;
  fileName: string;
  sizeBytes: number;
}

/** One attribute of the product's category, with the variant's value. */
export interface VariantAttribute {
  attributeId: number;
  name: LocalizedName;
  /** The chosen value's id for list attributes; null for free text. */
  valueId: number | null;
  value: string;
  mandatory: boolean;
}

/** A lock of the variant on one marketplace (Incorrect Pricing locks for 7 days, then lifts; spec §4). */
export interface VariantLock {
  marketplace: MarketplaceCode;
  lockedAt: string;
  lockReason: string;
  /** When the lock lifts by itself; null for a lock without an end. */
  until: string | null;
  /** As of the reader's clock. */
  state: 'locked' | 'unLocked';
}

/** The variant on one marketplace. */
export interface VariantMarketplaceState {
  marketplace: MarketplaceCode;
  status: MarketplaceVariantStatus;
  /** The price on that marketplace, in its currency. */
  price: number;
  currency: string;
  remoteId: string | null;
  lastSyncAt: string | null;
  /** The marketplace's own message for review, error and missing-information states. */
  message: string | null;
}

export interface Variant {
  id: number;
  productId: number;
  name: string;
  sku: string;
  extraSku: string | null;
  /** In the product's currency. */
  price: number;
  retailPrice: number;
  stock: number;
  barcode: string;
  hsCode: string;
  countryOfOrigin: string;
  gtin: string | null;
  description: string;
  status: CatalogStatus;
  deci: number;
  weightGrams: number;
  heightMm: number;
  widthMm: number;
  lengthMm: number;
  locks: VariantLock[];
  attributes: VariantAttribute[];
  defaultImage: ProductImage | null;
  extraImages: ProductImage[];
  translations: Translation[];
  marketplaces: VariantMarketplaceState[];
}

export interface Product {
  id: number;
  companyId: number;
  name: string;
  description: string;
  spu: string;
  categoryId: number;
  /** The category's own name (the last segment of its path) in both languages. */
  categoryName: LocalizedName;
  brandId: number;
  brandName: string;
  /** Months of guarantee; 0 for none. */
  guaranteeMonths: number;
  taxClass: string;
  /** Working days from order to hand-over to the carrier. */
  fulfillmentDay: number;
  status: CatalogStatus;
  /** The company's catalogue currency (TRY for sellers in Turkey, USD otherwise). */
  currency: string;
  translations: Translation[];
  createdAt: string;
  updatedAt: string;
  /** Set once the product is deleted (it then shows under Deleted Products). */
  deletedAt: string | null;
}

export interface ProductWithVariants extends Product {
  variants: Variant[];
}

/** A product's rating on one marketplace. */
export interface ProductRating {
  marketplace: MarketplaceCode;
  average: number;
  count: number;
  /** Ratings per star, index 0 = one star. */
  distribution: [number, number, number, number, number];
}
