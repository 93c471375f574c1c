/** Logistics (/logistics): holidays, EAD rows, Hepsijet and the customs declaration. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { eadList, holidaysList, logisticsProfile, holidaysExport, eadExport } from './logistics.resources';
import { logisticsSaga } from './logistics.sagas';

export const logisticsFeature = defineFeature({
  reducers: resourceReducers(holidaysList, eadList, logisticsProfile),
  sagas: [logisticsSaga, holidaysExport.saga, eadExport.saga],
  screens: {
    logistics: lazyScreen(() => import('./views/LogisticsView'), 'LogisticsView'),
  },
});
