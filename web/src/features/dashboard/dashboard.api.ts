/** The dashboard API of the BFF (contract/dashboard/dashboard.routes.ts). */
import { DASHBOARD_ROUTES } from '@contract/dashboard/dashboard.routes';
import { TODAY_ROUTES } from '@contract/today/today.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchDashboard = () => apiCall(DASHBOARD_ROUTES.dashboard);

export const fetchToday = () => apiCall(TODAY_ROUTES.today);
