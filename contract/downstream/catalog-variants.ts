/**
 * Marketplace service, catalogue variants (catalog-variants.routes.ts, JWT scoped to the company). List queries take
 * the BFF's keys (contract/catalog/variant.query.ts, product-validation.ts); service calls may ask for pages of up to
 * SERVICE_PAGE_SIZE_MAX rows.
 */
import type { DownstreamError } from './common';

/**
 * A refused bulk save: 400 `validation` with every failing row's problems (`variants[<index>].<field>` -> i18n key),
 * and nothing saved. Besides the schema's own problems: `id` -> 'validation.variantUnknown' (no such variant in the
 * company), 'errors.productDeleted' (its product is deleted), 'validation.variantTwice' (sent twice).
 */
export interface QuickEditRefusal extends DownstreamError {
  error: 'validation';
  fields: Record<string, string>;
}
