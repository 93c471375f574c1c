/** /admin/logistics/logistics: EAD of every lane, every company's holidays, Hepsijet in bulk and the ETGB file (admin). */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { allEadList, companyLogisticsList, eadDetail, etgbImport, staffHolidayList } from './admin-logistics.resources';
import { adminLogisticsSaga } from './admin-logistics.sagas';

export const adminLogisticsFeature = defineFeature({
  reducers: { ...resourceReducers(allEadList, staffHolidayList, companyLogisticsList, eadDetail), [etgbImport.name]: etgbImport.reducer },
  sagas: [adminLogisticsSaga],
  screens: {
    adminLogistics: lazyScreen(() => import('./views/AdminLogisticsView'), 'AdminLogisticsView'),
  },
});
