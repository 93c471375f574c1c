/** The admin's company list and acting as a seller. */
import { defineFeature, lazyScreen } from '@web/lib/define-feature';
import { adminCompaniesSaga } from './admin-companies.sagas';
import { adminCompaniesReducer } from './admin-companies.slice';

export const adminCompaniesFeature = defineFeature({
  reducers: { adminCompanies: adminCompaniesReducer },
  sagas: [adminCompaniesSaga],
  screens: {
    adminCompanies: lazyScreen(() => import('./views/AdminCompaniesView'), 'AdminCompaniesView'),
  },
});
