/** The cache list with its two commands, on the detail machinery (one record: the list; its id is always ALL). */
import type { DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { clearDashboardCache, fetchDashboardCache } from './admin-dashboard-cache.api';

export const ALL_ENTRIES = 0;

export const dashboardCache = createDetailResource<'adminDashboardCache', DashboardCacheAnswer>('adminDashboardCache', () => fetchDashboardCache(), {
  clearOne: { run: (_id, input) => clearDashboardCache(input as number), success: 'adminDashboardCache.clearedOne' },
  clearAll: { run: () => clearDashboardCache(null), success: 'adminDashboardCache.clearedAll' },
});
