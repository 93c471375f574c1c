/** The staff's catalogue settings the marketplace service keeps (admin console, /admin/product-validation and /admin/product-tools). */
import type { PriceBlock } from '@contract/admin-products/admin-tools';

export interface AdminProductsBook {
  /** The companies that see the seller's Product Validation (spec §6), in the order they were added. */
  validationCompanyIds: number[];
  /** Variants whose price the seller may not change, by `${companyId}:${variantId}` (spec §9 price blocks). */
  priceBlocks: Record<string, PriceBlock>;
}

/** Seeded as the list the portal shipped with in code: Anadolu Tekstil (1001). */
export const SEEDED_VALIDATION_COMPANY_IDS: readonly number[] = [1001];

export function seededAdminProductsBook(): AdminProductsBook {
  return { validationCompanyIds: [...SEEDED_VALIDATION_COMPANY_IDS], priceBlocks: {} };
}

export const priceBlockKey = (companyId: number, variantId: number): string => `${companyId}:${variantId}`;
