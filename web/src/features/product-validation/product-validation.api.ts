/** Seller Product Validation API of the BFF (contract/catalog/product-validation.routes.ts). */
import type { ProductValidationQuery } from '@contract/catalog/product-validation';
import { PRODUCT_VALIDATION_ROUTES } from '@contract/catalog/product-validation.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchProductValidation = (query: ProductValidationQuery) => apiCall(PRODUCT_VALIDATION_ROUTES.list, { query });
