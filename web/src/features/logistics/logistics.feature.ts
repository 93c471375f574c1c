/** Logistics (/logistics): holidays, EAD rows, Hepsijet and the customs declaration. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { eadList, holidaysList, logisticsProfile } from './logistics.resources';
import { logisticsSaga } from './logistics.sagas';

export const logisticsFeature = defineFeature({
  reducers: resourceReducers(holidaysList, eadList, logisticsProfile),
  sagas: [logisticsSaga],
  screens: {
    logistics: lazyScreen(() => import('./views/LogisticsView'), 'LogisticsView'),
  },
});
