/** The dashboard API of the BFF (contract/dashboard/dashboard.types.ts). */
import { API } from '@contract/api/paths';
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import { http } from '@web/lib/http';

export async function fetchDashboard(): Promise<DashboardAnswer> {
  return (await http.get<DashboardAnswer>(API.dashboard)).data;
}
