/** The dashboard cache list and its clear commands (admin). */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { dashboardCache } from './admin-dashboard-cache.resources';

export const adminDashboardCacheFeature = defineFeature({
  reducers: resourceReducers(dashboardCache),
  sagas: [dashboardCache.saga],
  screens: {
    adminDashboardCache: lazyScreen(() => import('./views/AdminDashboardCacheView'), 'AdminDashboardCacheView'),
  },
});
