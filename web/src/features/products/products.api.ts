/** The All Products API of the BFF (contract/catalog/variant.routes.ts). */
import type { QuickEditVariant } from '@contract/catalog/catalog.schemas';
import type { VariantListQuery } from '@contract/catalog/variant.query';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchVariants = (query: VariantListQuery) => apiCall(VARIANT_ROUTES.list, { query });
export const saveQuickEdit = (variants: QuickEditVariant[]) => apiCall(VARIANT_ROUTES.quickEdit, { body: { variants } });
