/** The BFF's categories API (browser side): the tree, a category's detail, and the bodies of category management. */
import * as yup from 'yup';
import type { MarketplaceCode } from '../downstream/marketplace';
import type { ErrorCode } from '../errors';
import type { LocalizedName } from '../localized-name';
import { CATALOG_STATUSES, type CatalogStatus } from './catalog.types';
import type { CategoryCrossSummary } from './crossing.api';
import type { Attribute, SellerCategory } from './taxonomy.types';

/** One node of the whole tree (GET categories/tree): enough to draw and search it. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  /** The Turkish name (the last segment of the Turkish path). */
  nameTr: string;
  remoteId: string;
  status: CatalogStatus;
  isLeaf: boolean;
  /** Marketplaces the category is crossed to now. */
  crossed: MarketplaceCode[];
}

export interface CategoryTreeAnswer {
  nodes: CategoryNode[];
}

/** One of the category's attributes, with its mandatory flag for this category. */
export interface CategoryAttributeView extends Attribute {
  mandatory: boolean;
}

export interface CategoryDetailAnswer {
  category: SellerCategory;
  /** Its own names in both languages (the last path segments), for the edit form. */
  names: LocalizedName;
  /** Each child with its own names in both languages. */
  children: (Pick<SellerCategory, 'id' | 'status' | 'isLeaf'> & { name: LocalizedName })[];
  attributes: CategoryAttributeView[];
  /** One per marketplace, crossed or not, with the mandatory attributes still missing. */
  crossings: CategoryCrossSummary[];
  /** The signed-in company may not sell in this category. */
  restricted: boolean;
}

const CATEGORY_NAME_MAX = 120;
const name = yup
  .string()
  .trim()
  .required('validation.fillOutField')
  .max(CATEGORY_NAME_MAX, 'validation.textTooLong')
  .matches(/^[^>]*$/, 'validation.categoryNameCharacters');

/** Create and edit (spec §5: remote ID required; the parent must fit the tree, checked against the tree itself). */
export const categorySchema = yup.object({
  name,
  nameTr: name,
  remoteId: yup
    .string()
    .trim()
    .required('validation.remoteIdRequired')
    .max(60, 'validation.textTooLong')
    .matches(/^[\w.-]+$/, 'validation.remoteIdCharacters'),
  parentId: yup.number().typeError('validation.fillOutField').integer().positive().nullable().default(null),
  status: yup.string().oneOf(CATALOG_STATUSES, 'validation.fillOutField').required('validation.fillOutField'),
});
export type CategoryBody = yup.InferType<typeof categorySchema>;

/** Spec §4: deleting a parent asks first; `deleteAnyway` leaves its children without a parent. */
export interface CategoryDeleteOptions {
  deleteAnyway: boolean;
}

/** The refusals of category and brand management that belong to one field of the form. */
export const REFUSAL_FIELDS: Partial<Record<ErrorCode, string>> = {
  categoryTreeInvalid: 'parentId',
  remoteIdRequired: 'remoteId',
  brandNameInUse: 'name',
};

export function refusalFields(code: ErrorCode): Record<string, string> | undefined {
  const field = REFUSAL_FIELDS[code];
  return field ? { [field]: `errors.${code}` } : undefined;
}
