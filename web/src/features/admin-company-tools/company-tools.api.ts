/** The /admin/company-tools API of the BFF (contract/admin-companies/company-tools.routes.ts). */
import type { CompanyToolsQuery, ImportStateChangeBody } from '@contract/admin-companies/company-tools';
import { ADMIN_COMPANY_TOOLS_ROUTES as ROUTES } from '@contract/admin-companies/company-tools.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchCompanyTools = (query: CompanyToolsQuery) => apiCall(ROUTES.list, { query });
export const fetchBanPreview = (companyId: number) => apiCall(ROUTES.banPreview, { params: { companyId } });
export const setImportState = (companyId: number, body: ImportStateChangeBody) => apiCall(ROUTES.setImportState, { params: { companyId }, body });
export const banImports = (companyId: number, confirmation: string) => apiCall(ROUTES.ban, { params: { companyId }, body: { confirmation } });
