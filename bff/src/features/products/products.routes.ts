/**
 * All Products (spec §2 /products/quick-edit) and seller Product Validation (/products/product-validation), passed
 * through to the marketplace service. The bulk save is checked with the contract's schema before anything travels;
 * the service checks it again and refuses unknown or deleted variants, all rows or none.
 */
import { PRODUCT_VALIDATION_ROUTES } from '@contract/catalog/product-validation.routes';
import { productValidationQueryToRaw, type ProductValidationAnswer } from '@contract/catalog/product-validation';
import type { QuickEditAnswer, VariantListAnswer } from '@contract/catalog/variant.api';
import { variantQueryToRaw } from '@contract/catalog/variant.query';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import { apiRoutes, jsonTextOf, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function productsRoutes() {
  return apiRoutes(
    serve(VARIANT_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return jsonTextOf<VariantListAnswer>(await c.get('services').marketplaceText(caller, companyId, '/variants', { query: variantQueryToRaw(query) }));
    }),
    serve(VARIANT_ROUTES.quickEdit, async (c, { body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').marketplace<QuickEditAnswer>(caller, companyId, '/variants/quick-edit', { method: 'POST', body });
    }),
    serve(PRODUCT_VALIDATION_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      const raw = productValidationQueryToRaw(query);
      return c.get('services').marketplace<ProductValidationAnswer>(caller, companyId, '/product-validation', { query: raw });
    }),
  );
}
