/** The dashboard's state and saga: the detail machinery, keyed by the company whose figures are on screen. */
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { fetchDashboard } from './dashboard.api';

/** `requested(companyId)`: the BFF takes the company from the session; the id only tells whose figures are kept. */
export const dashboard = createDetailResource('dashboard', (): Promise<DashboardAnswer> => fetchDashboard(), {});
