/**
 * Category Cross (spec §2/§4): our category, attributes and values mapped to one marketplace's own, crossed and
 * uncrossed, synced once or forever. Answers and bodies of the BFF's API (messages are i18n keys).
 */
import * as yup from 'yup';
import type { ListPage } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import type { CategoryAttributeView } from './category.api';
import {
  CROSS_SYNC_MODES,
  type AttributeCrossing,
  type CrossStatus,
  type CrossSyncMode,
  type MarketplaceAttribute,
  type MarketplaceCategory,
  type SellerCategory,
  type ValueCrossing,
} from './taxonomy.types';

/** A value crossing as read: `auto` when forever mode mapped it by name rather than someone by hand. */
export interface ValueCrossingView extends ValueCrossing {
  auto: boolean;
}

export interface AttributeCrossingView extends Omit<AttributeCrossing, 'values' | 'excludedValueIds'> {
  values: ValueCrossingView[];
}

/** One of our category's attributes on the cross page, and where it is crossed on this marketplace. */
export interface CrossAttributeRow {
  attribute: CategoryAttributeView;
  /** Null while it was never crossed to this marketplace. */
  crossing: AttributeCrossingView | null;
}

export interface MissingMandatory {
  remoteAttributeId: string;
  remoteAttributeName: string;
}

export interface CategoryCrossingView {
  remoteCategoryId: string;
  remoteCategoryName: string;
  /** Their category as it stands now; null if the marketplace no longer has it. */
  remoteCategory: MarketplaceCategory | null;
  status: CrossStatus;
  syncMode: CrossSyncMode;
  date: string;
}

/** Everything the cross page shows for one marketplace. */
export interface MarketplaceCross {
  marketplace: MarketplaceCode;
  /** Null: never crossed to this marketplace. */
  crossing: CategoryCrossingView | null;
  attributes: CrossAttributeRow[];
  /** The attributes of their crossed category (empty while the category is not crossed). */
  theirAttributes: MarketplaceAttribute[];
  /** Their mandatory attributes no attribute of ours is crossed to (only while the category is crossed). */
  missingMandatory: MissingMandatory[];
}

export interface CategoryCrossAnswer {
  category: Pick<SellerCategory, 'id' | 'name' | 'path' | 'status' | 'isLeaf'>;
  marketplaces: MarketplaceCross[];
}

/** A category's crossing on one marketplace, in short (Category Detail). */
export interface CategoryCrossSummary {
  marketplace: MarketplaceCode;
  /** Null: never crossed. */
  status: CrossStatus | null;
  remoteCategoryId: string | null;
  remoteCategoryName: string | null;
  syncMode: CrossSyncMode | null;
  date: string | null;
  attributesCrossed: number;
  attributeCount: number;
  missingMandatory: MissingMandatory[];
}

export const crossCategorySchema = yup.object({
  remoteCategoryId: yup.string().trim().required('validation.pickMarketplaceCategory').max(80, 'validation.pickMarketplaceCategory'),
  syncMode: yup.string().oneOf(CROSS_SYNC_MODES, 'validation.fillOutField').required('validation.fillOutField'),
});
export type CrossCategoryBody = { remoteCategoryId: string; syncMode: CrossSyncMode };

export const crossAttributeSchema = yup.object({
  remoteAttributeId: yup.string().trim().required('validation.pickMarketplaceAttribute').max(80, 'validation.pickMarketplaceAttribute'),
});
export type CrossAttributeBody = yup.InferType<typeof crossAttributeSchema>;

export const crossValueSchema = yup.object({
  remoteValueId: yup.string().trim().required('validation.pickMarketplaceValue').max(80, 'validation.pickMarketplaceValue'),
});
export type CrossValueBody = yup.InferType<typeof crossValueSchema>;

/** What a cross command targets: the marketplace, and the attribute and value below it where it goes that deep. */
export interface CrossTarget {
  marketplace: MarketplaceCode;
  attributeId?: number;
  valueId?: number;
}

/** Their categories, searched (the cross page's category picker); leaves only, as products sit on leaves. */
export type MarketplaceCategoryListAnswer = ListPage<MarketplaceCategory, 'all'>;
