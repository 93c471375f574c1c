/** The BFF calls of /admin/brand-tools (contract/admin-brands/admin-brand.routes.ts). */
import type { AdminBrandCrossBody } from '@contract/admin-brands/admin-brand.api';
import type { AdminBrandListQuery } from '@contract/admin-brands/admin-brand.query';
import { ADMIN_BRAND_ROUTES } from '@contract/admin-brands/admin-brand.routes';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { apiCall } from '@web/lib/api-call';

export interface BrandCrossInput extends AdminBrandCrossBody {
  marketplace: MarketplaceCode;
}

export const fetchAdminBrands = (query: AdminBrandListQuery) => apiCall(ADMIN_BRAND_ROUTES.list, { query });
export const fetchBrandMergePreview = (id: number) => apiCall(ADMIN_BRAND_ROUTES.mergePreview, { params: { id } });
export const mergeBrandDuplicates = (id: number, confirmation: string) => apiCall(ADMIN_BRAND_ROUTES.merge, { params: { id }, body: { confirmation } });
export const crossAdminBrand = (id: number, { marketplace, ...body }: BrandCrossInput) =>
  apiCall(ADMIN_BRAND_ROUTES.cross, { params: { id, marketplace }, body });
