/** The admin dashboard-cache API of the BFF (contract/dashboard/dashboard-cache.types.ts). */
import { API } from '@contract/api/paths';
import type { DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import { http } from '@web/lib/http';

export async function fetchDashboardCache(): Promise<DashboardCacheAnswer> {
  return (await http.get<DashboardCacheAnswer>(API.adminDashboardCache)).data;
}

/** Clears one company's entry, or every entry with null; answers what is left. */
export async function clearDashboardCache(companyId: number | null): Promise<DashboardCacheAnswer> {
  const path = companyId === null ? API.adminDashboardCache : `${API.adminDashboardCache}/${companyId}`;
  return (await http.delete<DashboardCacheAnswer>(path)).data;
}
