/** The admin's company list, acting as a seller, and the company directory the staff's company filters offer. */
import { defineFeature, lazyScreen } from '@web/lib/define-feature';
import { adminCompaniesSaga } from './admin-companies.sagas';
import { adminCompaniesReducer } from './admin-companies.slice';
import { companyDirectorySaga } from './company-directory.sagas';
import { companyDirectoryReducer } from './company-directory.slice';

export const adminCompaniesFeature = defineFeature({
  reducers: { adminCompanies: adminCompaniesReducer, companyDirectory: companyDirectoryReducer },
  sagas: [adminCompaniesSaga, companyDirectorySaga],
  screens: {
    adminCompanies: lazyScreen(() => import('./views/AdminCompaniesView'), 'AdminCompaniesView'),
  },
});
