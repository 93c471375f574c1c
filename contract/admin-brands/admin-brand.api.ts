/**
 * Merging duplicates into one brand and crossing a brand to a marketplace's brand (/admin/brand-tools). A merge is
 * destructive: its preview says what it touches (the brands merged, how many products move, a sample of them), and
 * the kept brand's name is typed again to confirm (contract/admin/typed-confirmation.ts); the BFF refuses without it.
 */
import * as yup from 'yup';
import { confirmationTextOf, typedConfirmationField } from '../admin/typed-confirmation';
import { brandCrossingSchema } from '../catalog/brand.api';
import type { AdminBrandRow } from './admin-brand.query';

/** How many of the products a merge moves the preview names. */
export const MERGE_SAMPLE_SIZE = 5;

export interface BrandMergeSampleProduct {
  id: number;
  name: string;
  /** The brand it carries now (one of the merged). */
  brandName: string;
}

export interface BrandWithProducts extends AdminBrandRow {
  productCount: number;
}

export interface BrandMergePreview {
  kept: BrandWithProducts;
  /** The kept brand's duplicates in its company, each removed by the merge. */
  merged: BrandWithProducts[];
  /** Products that move to the kept brand. */
  productCount: number;
  sample: BrandMergeSampleProduct[];
}

export interface BrandMergeAnswer {
  kept: AdminBrandRow;
  movedProducts: number;
  removedBrands: number;
}

export interface AdminBrandAnswer {
  brand: AdminBrandRow;
}

/** The text that confirms a merge: the kept brand's name as it is written. */
export const mergeConfirmationText = (kept: Pick<AdminBrandRow, 'name'>) => confirmationTextOf({ kind: 'name', name: kept.name });

export const brandMergeSchema = yup.object({ confirmation: typedConfirmationField });
export type BrandMergeBody = yup.InferType<typeof brandMergeSchema>;

/** One marketplace's brand for a brand: the crossing row of Edit Brand without its marketplace (the path names it). */
export const adminBrandCrossSchema = brandCrossingSchema.omit(['marketplace']);
export type AdminBrandCrossBody = yup.InferType<typeof adminBrandCrossSchema>;
