/** The brands API of the BFF (contract/catalog/brand.routes.ts). */
import type { BrandBody, BrandListQuery } from '@contract/catalog/brand.api';
import { BRAND_ROUTES } from '@contract/catalog/brand.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchBrands = (query: BrandListQuery) => apiCall(BRAND_ROUTES.list, { query });
export const fetchBrand = (id: number) => apiCall(BRAND_ROUTES.detail, { params: { id } });
export const addBrand = (body: BrandBody) => apiCall(BRAND_ROUTES.add, { body });
export const editBrand = (id: number, body: BrandBody) => apiCall(BRAND_ROUTES.edit, { params: { id }, body });
