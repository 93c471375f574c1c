/** The dashboard's figures. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { dashboard, dashboardRefreshSaga } from './dashboard.resources';

export const dashboardFeature = defineFeature({
  reducers: resourceReducers(dashboard),
  sagas: [dashboard.saga, dashboardRefreshSaga],
  screens: {
    dashboard: lazyScreen(() => import('./views/DashboardView'), 'DashboardView'),
  },
});
