/** The BFF calls of /admin/mp-products/: the list (contract/admin-mp-products); acting as a row's company is web/src/lib/act-as.ts. */
import type { AdminMpProductListQuery } from '@contract/admin-mp-products/admin-mp-product.query';
import { ADMIN_MP_PRODUCT_ROUTES } from '@contract/admin-mp-products/admin-mp-product.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchAdminMpProducts = (query: AdminMpProductListQuery) => apiCall(ADMIN_MP_PRODUCT_ROUTES.list, { query });
