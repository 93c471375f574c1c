/** Admin Company Tools: companies with their import state, version-2 flag and contact; suspend, ban or allow imports; act as one. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { companyToolDetail, companyToolsList } from './company-tools.resources';
import { companyToolsSaga } from './company-tools.sagas';

export const adminCompanyToolsFeature = defineFeature({
  reducers: resourceReducers(companyToolsList, companyToolDetail),
  sagas: [companyToolsSaga],
  screens: {
    adminCompanyTools: lazyScreen(() => import('./views/AdminCompanyToolsView'), 'AdminCompanyToolsView'),
  },
});
