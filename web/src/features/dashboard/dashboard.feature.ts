/** The dashboard's figures, and Today's list at its top. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { dashboard, dashboardRefreshSaga } from './dashboard.resources';
import { today, todayRefreshSaga } from './today.resources';

export const dashboardFeature = defineFeature({
  reducers: resourceReducers(dashboard, today),
  sagas: [dashboard.saga, dashboardRefreshSaga, today.saga, todayRefreshSaga],
  screens: {
    dashboard: lazyScreen(() => import('./views/DashboardView'), 'DashboardView'),
  },
});
