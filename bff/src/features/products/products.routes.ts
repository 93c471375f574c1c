/**
 * All Products (spec §2 /products/quick-edit) and seller Product Validation (/products/product-validation), passed
 * through to the marketplace service. The bulk save is checked with the contract's schema before anything travels;
 * the service checks it again and refuses unknown or deleted variants, all rows or none.
 */
import { PRODUCT_VALIDATION_ROUTES } from '@contract/catalog/product-validation.routes';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import { CATALOG_VARIANT_ROUTES } from '@contract/downstream/catalog-variants.routes';
import { apiRoutes } from '../../lib/api-route';
import { forward } from '../../lib/forward';

export function productsRoutes() {
  return apiRoutes(
    forward(VARIANT_ROUTES.list, CATALOG_VARIANT_ROUTES.listVariants, { answer: 'text' }),
    forward(VARIANT_ROUTES.quickEdit, CATALOG_VARIANT_ROUTES.quickEdit),
    forward(PRODUCT_VALIDATION_ROUTES.list, CATALOG_VARIANT_ROUTES.productValidation),
  );
}
