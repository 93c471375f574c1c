/**
 * All Products (spec §2 /products/quick-edit) and seller Product Validation (/products/product-validation), passed
 * through to the marketplace service. The bulk save is checked with the contract's schema before anything travels;
 * the service checks it again and refuses unknown or deleted variants, all rows or none.
 */
import { PRODUCT_VALIDATION_ROUTES } from '@contract/catalog/product-validation.routes';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import { CATALOG_VARIANT_ROUTES } from '@contract/downstream/catalog-variants.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function productsRoutes() {
  return apiRoutes(
    serve(VARIANT_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').callText(CATALOG_VARIANT_ROUTES.listVariants, caller, { params: { companyId }, query });
    }),
    serve(VARIANT_ROUTES.quickEdit, async (c, { body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(CATALOG_VARIANT_ROUTES.quickEdit, caller, { params: { companyId }, body });
    }),
    serve(PRODUCT_VALIDATION_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(CATALOG_VARIANT_ROUTES.productValidation, caller, { params: { companyId }, query });
    }),
  );
}
