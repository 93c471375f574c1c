/** The admin dashboard-cache API of the BFF (contract/dashboard/dashboard.routes.ts). */
import { DASHBOARD_CACHE_ROUTES } from '@contract/dashboard/dashboard.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchDashboardCache = () => apiCall(DASHBOARD_CACHE_ROUTES.list);

/** Clears one company's entry, or every entry with null; answers what is left. */
export const clearDashboardCache = (companyId: number | null) =>
  companyId === null ? apiCall(DASHBOARD_CACHE_ROUTES.clearAll) : apiCall(DASHBOARD_CACHE_ROUTES.clearCompany, { params: { companyId } });
