/** /admin/lead-time-tools: fulfillment days per company and category, read per company and changed by file (admin). */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { leadTimeImport, leadTimeList } from './admin-lead-times.resources';
import { adminLeadTimesSaga } from './admin-lead-times.sagas';

export const adminLeadTimesFeature = defineFeature({
  reducers: { ...resourceReducers(leadTimeList), [leadTimeImport.name]: leadTimeImport.reducer },
  sagas: [adminLeadTimesSaga],
  screens: {
    adminLeadTimeTools: lazyScreen(() => import('./views/AdminLeadTimesView'), 'AdminLeadTimesView'),
  },
});
