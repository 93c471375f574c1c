/**
 * Brands, the seller-panel category tree and its attributes, each marketplace's own tree and attributes, and the
 * crossings that map ours to theirs (spec §3/§4). The seller-panel tree and the marketplace trees are shared by every
 * company; brands belong to one company.
 */
import type { MarketplaceCode } from '../downstream/marketplace';
import type { LocalizedName } from '../localized-name';
import type { CatalogStatus } from './catalog.types';

/** A crossing maps one of ours to one of a marketplace's; it is `crossed` once mapped, `uncrossed` after removal. */
export const CROSS_STATUSES = ['crossed', 'uncrossed'] as const;
export type CrossStatus = (typeof CROSS_STATUSES)[number];

/** `once` maps what exists now; `forever` (auto crossing) also maps values that appear later, by matching names. */
export const CROSS_SYNC_MODES = ['once', 'forever'] as const;
export type CrossSyncMode = (typeof CROSS_SYNC_MODES)[number];

export interface BrandCrossing {
  marketplace: MarketplaceCode;
  remoteBrandId: string;
  remoteBrandName: string;
  status: CrossStatus;
  date: string;
}

export interface Brand {
  id: number;
  companyId: number;
  name: string;
  remoteId: string | null;
  status: CatalogStatus;
  imageUrl: string | null;
  crossings: BrandCrossing[];
}

export const ATTRIBUTE_TYPES = ['list', 'text', 'number'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export interface AttributeValue {
  id: number;
  name: LocalizedName;
}

/** An attribute of the seller-panel tree; `mandatory` is per category (see CategoryAttribute). */
export interface Attribute {
  id: number;
  name: LocalizedName;
  remoteId: string | null;
  status: CatalogStatus;
  type: AttributeType;
  values: AttributeValue[];
  /** Old attributes (spec §2 /old-attributes) are kept for products that still carry them; new products cannot use them. */
  old: boolean;
}

export interface CategoryAttribute {
  attributeId: number;
  mandatory: boolean;
}

export interface ValueCrossing {
  valueId: number;
  remoteValueId: string;
  remoteValueName: string;
}

export interface AttributeCrossing {
  attributeId: number;
  remoteAttributeId: string;
  remoteAttributeName: string;
  status: CrossStatus;
  values: ValueCrossing[];
  date: string;
  /**
   * Our values uncrossed by hand while the category crossing is in `forever` mode: auto crossing (a name match made on
   * every read, contract/catalog/crossing.rules.ts) leaves them alone. Absent means none.
   */
  excludedValueIds?: number[];
}

export interface CategoryCrossing {
  marketplace: MarketplaceCode;
  remoteCategoryId: string;
  remoteCategoryName: string;
  status: CrossStatus;
  syncMode: CrossSyncMode;
  date: string;
  attributes: AttributeCrossing[];
}

export interface SellerCategory {
  id: number;
  name: string;
  /** The path from the root, in Turkish and in English (`Ev > Mutfak > Tencere`). */
  path: LocalizedName;
  status: CatalogStatus;
  isLeaf: boolean;
  parentId: number | null;
  parentName: string | null;
  remoteId: string;
  parentRemoteId: string | null;
  createdAt: string;
  attributes: CategoryAttribute[];
  crossings: CategoryCrossing[];
}

/** One marketplace's own category. */
export interface MarketplaceCategory {
  marketplace: MarketplaceCode;
  id: string;
  name: string;
  path: string;
  parentId: string | null;
  isLeaf: boolean;
  attributeIds: string[];
}

export interface MarketplaceAttribute {
  marketplace: MarketplaceCode;
  id: string;
  name: string;
  mandatory: boolean;
  type: AttributeType;
  values: { id: string; name: string }[];
}

/** A category the company may not sell in (set by staff), with why. */
export interface RestrictedCategory {
  categoryId: number;
  path: LocalizedName;
  reason: string;
  since: string;
}

/**
 * How much of a company's catalogue one marketplace can take (contract/catalog/mapping-health.ts computes it). Counted
 * over the company's live products (deleted ones set aside) and the categories they sit on.
 */
export interface MappingHealth {
  marketplace: MarketplaceCode;
  /** Categories the company's products use, and how many of them are crossed to this marketplace now. */
  categoriesUsed: number;
  categoriesCrossed: number;
  /** Products whose category is crossed. */
  productsCovered: number;
  productsTotal: number;
  /** Used categories not crossed (never, or uncrossed since), most products first. */
  uncrossed: { categoryId: number; categoryName: LocalizedName; products: number }[];
  /** Mandatory marketplace attributes of used, crossed categories that no attribute of ours is crossed to. */
  missingMandatory: { categoryId: number; categoryName: LocalizedName; remoteAttributeId: string; remoteAttributeName: string }[];
}
