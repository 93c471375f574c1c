/**
 * The BFF's product edit API (browser side): the product with its variants as they stand now, what the edit form needs
 * to choose from, ratings and logs; and the request bodies. Messages are i18n keys.
 */
import * as yup from 'yup';
import type { MarketplaceCode } from '../downstream/marketplace';
import type { MarketplaceLog } from '../logs/log.types';
import type { Product, ProductRating, Variant, VariantAttribute } from './catalog.types';
import { IMAGE_EXTENSIONS, parseIdList } from './catalog.rules';
import { translationsSchema } from './catalog.schemas';
import type { AttributeType, AttributeValue } from './taxonomy.types';
import { untranslated, type LocalizedName } from '../localized-name';

/** One attribute of the product's category as the variant form shows it: its values and whether it is mandatory. */
export interface AttributeDefinition {
  attributeId: number;
  name: LocalizedName;
  type: AttributeType;
  mandatory: boolean;
  /** The values to choose from (list attributes); empty for text and number attributes. */
  values: AttributeValue[];
}

/**
 * A variant's value of one attribute in both languages: a list value's names from the taxonomy (by its id), else the
 * text as the seller typed it. Empty when the variant has none.
 */
export function attributeValueName(
  definition: Pick<AttributeDefinition, 'values'>,
  attribute: Pick<VariantAttribute, 'valueId' | 'value'> | undefined,
): LocalizedName {
  const listed = attribute?.valueId == null ? undefined : definition.values.find((value) => value.id === attribute.valueId);
  return listed ? listed.name : untranslated(attribute?.value.trim() ?? '');
}

export interface NamedChoice {
  id: number;
  name: string;
}

/** A leaf category the product may be moved to, named by its path. */
export interface CategoryChoice extends NamedChoice {
  path: LocalizedName;
}

/** The company's sales setup on one marketplace, as the Marketplace Sales tab shows it beside the variants. */
export interface ProductMarketplace {
  marketplace: MarketplaceCode;
  enabled: boolean;
  /** Percentage added to the catalogue price on this marketplace. */
  rate: number;
}

export interface ProductEditAnswer {
  /** `deletedAt` is set once the product is deleted (its last variant deleted); `variants` is then empty. */
  product: Product;
  /** Each variant as of now: locks read at the service's clock, one state per marketplace. */
  variants: Variant[];
  /** The product category's attributes, in the category's order. */
  attributes: AttributeDefinition[];
  /** What the Basic tab offers: the company's active brands, the leaf categories open to it, the tax classes. */
  choices: { brands: NamedChoice[]; categories: CategoryChoice[]; taxClasses: string[] };
  marketplaces: ProductMarketplace[];
}

export interface ProductLogsAnswer {
  /** The product's and its variants' marketplace logs, newest first. */
  items: MarketplaceLog[];
}

export interface ProductRatingsAnswer {
  /** One entry per marketplace the product has ratings on. */
  items: ProductRating[];
}

/** The Deleted Product view: the product as it was deleted, with the variants it had. */
export interface DeletedProductAnswer {
  product: Product;
  variants: Variant[];
}

/** A product in a lookup by ids: enough to know it exists, what it is called, and whether it is deleted. */
export interface ProductSummary {
  id: number;
  name: string;
  spu: string;
  status: Product['status'];
  variantCount: number;
  deletedAt: string | null;
}

export interface ProductSummaryListAnswer {
  /** The company's products among the ids asked (others are left out), in the order asked. */
  items: ProductSummary[];
}

export const PRODUCT_LOOKUP_MAX = 100;

/** `?ids=1,2,3` of a product lookup: 1 to PRODUCT_LOOKUP_MAX ids, else the problem (an i18n key) under `ids`. */
export function productLookupIds(raw: string | undefined): number[] | Record<'ids', string> {
  const ids = parseIdList(raw);
  return ids && ids.length > 0 && ids.length <= PRODUCT_LOOKUP_MAX ? ids : { ids: 'validation.productIdList' };
}

export const translationsBodySchema = yup.object({
  translations: translationsSchema.required('validation.required'),
});
export type TranslationsBody = yup.InferType<typeof translationsBodySchema>;

/** Where an uploaded image goes: it becomes the default (the old default moves to the extras) or one more extra. */
export const IMAGE_SLOTS = ['default', 'extra'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

/** An image of the variant named by its URL (make it the default, remove it). */
export const imageRefSchema = yup.object({
  url: yup.string().trim().required('validation.required').max(500, 'validation.textTooLong'),
});
export type ImageRefBody = yup.InferType<typeof imageRefSchema>;

/** The content type an accepted image extension is served with. */
export function imageContentType(fileName: string): string {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return extension === 'png' ? 'image/png' : extension === 'webp' ? 'image/webp' : 'image/jpeg';
}

/** `accept` of the image file input. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The bytes of an uploaded image: the first ones are enough to check the content against the extension. */
export const IMAGE_HEAD_BYTES = 16;
