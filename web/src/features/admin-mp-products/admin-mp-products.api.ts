/** The BFF calls of /admin/mp-products/: the list (contract/admin-mp-products) and acting as a row's company (contract/api/admin.routes.ts). */
import type { AdminMpProductListQuery } from '@contract/admin-mp-products/admin-mp-product.query';
import { ADMIN_MP_PRODUCT_ROUTES } from '@contract/admin-mp-products/admin-mp-product.routes';
import { ADMIN_ROUTES } from '@contract/api/admin.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchAdminMpProducts = (query: AdminMpProductListQuery) => apiCall(ADMIN_MP_PRODUCT_ROUTES.list, { query });

export async function actAsCompany(companyId: number): Promise<void> {
  await apiCall(ADMIN_ROUTES.actAs, { body: { companyId } });
}
