/** The Deleted Products API of the BFF (contract/catalog/deleted-product.routes.ts). */
import type { DeletedProductListQuery } from '@contract/catalog/deleted-product.query';
import { DELETED_PRODUCT_ROUTES } from '@contract/catalog/deleted-product.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchDeletedProducts = (query: DeletedProductListQuery) => apiCall(DELETED_PRODUCT_ROUTES.list, { query });
export const fetchDeletedProduct = (id: number) => apiCall(DELETED_PRODUCT_ROUTES.detail, { params: { id } });
