/** The /admin/product-validation API of the BFF (contract/admin-products/admin-validation.routes.ts). */
import type { AdminValidationQuery, RevalidateBody } from '@contract/admin-products/admin-validation';
import { ADMIN_PRODUCT_VALIDATION_ROUTES as ROUTES } from '@contract/admin-products/admin-validation.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchValidationQueue = (query: AdminValidationQuery) => apiCall(ROUTES.list, { query });
export const revalidateProducts = (body: RevalidateBody) => apiCall(ROUTES.revalidate, { body });
export const fetchValidationCompanies = () => apiCall(ROUTES.companies);
export const addValidationCompany = (companyId: number) => apiCall(ROUTES.addCompany, { params: { companyId } });
export const removeValidationCompany = (companyId: number) => apiCall(ROUTES.removeCompany, { params: { companyId } });
