/** The cache list with its two commands, on the detail machinery (one record: the list; its id is always ALL). */
import type { DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import { command, createDetailResource } from '@web/lib/resources/detail-resource';
import { clearDashboardCache, fetchDashboardCache } from './admin-dashboard-cache.api';

export const ALL_ENTRIES = 0;

export const dashboardCache = createDetailResource('adminDashboardCache', (): Promise<DashboardCacheAnswer> => fetchDashboardCache(), {
  clearOne: command((_id, companyId: number) => clearDashboardCache(companyId), 'adminDashboardCache.clearedOne'),
  clearAll: command(() => clearDashboardCache(null), 'adminDashboardCache.clearedAll'),
});
