/**
 * The BFF's All Products API (browser side): the quick-edit list's rows, the bulk save and their answers. The bulk
 * save body is `quickEditSchema` (catalog.schemas.ts); its problems are keyed `variants[<index>].<field>`, like yup's.
 */
import type { ListPage } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import type { CatalogStatus, MarketplaceVariantStatus } from './catalog.types';
import type { InferType } from 'yup';
import type { quickEditSchema } from './catalog.schemas';
import type { VariantTab } from './variant.query';
import type { LocalizedName } from '../localized-name';

/** One variant as the quick-edit grid shows it. */
export interface VariantRow {
  id: number;
  productId: number;
  productName: string;
  /** The product's own status: it follows its variants (one with no active variant is inactive). */
  productStatus: CatalogStatus;
  name: string;
  sku: string;
  price: number;
  retailPrice: number;
  stock: number;
  status: CatalogStatus;
  currency: string;
  brandId: number;
  brandName: string;
  categoryId: number;
  categoryName: LocalizedName;
  imageUrl: string | null;
  marketplaces: { marketplace: MarketplaceCode; status: MarketplaceVariantStatus }[];
  /** Marketplaces the variant is locked on now (Incorrect Pricing, spec §4). */
  lockedOn: MarketplaceCode[];
}

/** A brand the company's catalogue uses: a filter bar choice. */
export interface CatalogChoice {
  id: number;
  name: string;
}

/** A category the company's catalogue uses, named in both languages: a filter bar choice. */
export interface CategoryFilterChoice {
  id: number;
  name: LocalizedName;
}

export interface VariantListAnswer extends ListPage<VariantRow, VariantTab> {
  /** The brands and categories the company's products use, by name. */
  choices: { brands: CatalogChoice[]; categories: CategoryFilterChoice[] };
}

/** The save's body, as quickEditSchema checks it (the BFF's route and the service's). */
export type QuickEditBody = InferType<typeof quickEditSchema>;

export interface QuickEditAnswer {
  /** Variants whose values changed (a row sent unchanged is not counted). */
  saved: number;
  /** Every variant sent, as stored now. */
  items: VariantRow[];
}

/** Problems of one refused bulk save, per variant id (field -> i18n key), plus any not tied to one row. */
export interface QuickEditProblems {
  rows: Record<number, Record<string, string>>;
  general: string | null;
}

const ROW_FIELD = /^variants\[(\d+)\]\.?(.*)$/;

/** Turns `variants[3].retailPrice` problems back into problems of the variant sent at index 3. */
export function quickEditProblems(fields: Readonly<Record<string, string>>, sentIds: readonly number[]): QuickEditProblems {
  const problems: QuickEditProblems = { rows: {}, general: null };
  for (const [path, message] of Object.entries(fields)) {
    const match = ROW_FIELD.exec(path);
    const id = match ? sentIds[Number(match[1])] : undefined;
    if (match && id !== undefined) {
      const field = match[2] || '_';
      problems.rows[id] = { ...problems.rows[id], [field]: message };
    } else {
      problems.general ??= message;
    }
  }
  return problems;
}

/** The key of a row problem: `variants[<index>].<field>`. */
export function quickEditField(index: number, field: string): string {
  return `variants[${index}].${field}`;
}
