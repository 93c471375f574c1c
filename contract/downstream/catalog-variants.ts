/**
 * Marketplace service, catalogue variants (paths under /v1/companies/:companyId, JWT scoped to the company). List
 * queries take the BFF's keys (contract/catalog/variant.query.ts, product-validation.ts); service calls may ask for
 * pages of up to SERVICE_PAGE_SIZE_MAX rows.
 */
import type { DownstreamError } from './common';
import type { ProductValidationAnswer } from '../catalog/product-validation';
import type { QuickEditAnswer, QuickEditBody, VariantListAnswer } from '../catalog/variant.api';

/**
 * A refused bulk save: 400 `validation` with every failing row's problems (`variants[<index>].<field>` -> i18n key),
 * and nothing saved. Besides the schema's own problems: `id` -> 'validation.variantUnknown' (no such variant in the
 * company), 'errors.productDeleted' (its product is deleted), 'validation.variantTwice' (sent twice).
 */
export interface QuickEditRefusal extends DownstreamError {
  error: 'validation';
  fields: Record<string, string>;
}

export interface CatalogVariantsApi {
  /** GET /variants */
  listVariants: { answer: VariantListAnswer };
  /** POST /variants/quick-edit — all rows or none. */
  quickEdit: { body: QuickEditBody; answer: QuickEditAnswer; refusal: QuickEditRefusal };
  /** GET /product-validation */
  productValidation: { answer: ProductValidationAnswer };
}
