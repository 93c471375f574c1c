/** Company Info: the four tabs of the company profile and the logo. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { companyProfile } from './company-info.resources';
import { companyInfoSaga } from './company-info.sagas';

export const companyInfoFeature = defineFeature({
  reducers: resourceReducers(companyProfile),
  sagas: [companyInfoSaga],
  screens: {
    companyInfo: lazyScreen(() => import('./views/CompanyInfoView'), 'CompanyInfoView'),
  },
});
