/** Marketplace products across companies (/admin/mp-products/), and opening a company's as its seller. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { adminMpProductsExport, adminMpProductsList } from './admin-mp-products.resources';
import { adminMpProductsSaga } from './admin-mp-products.sagas';
import { adminMpProductsReducer } from './admin-mp-products.slice';

export const adminMpProductsFeature = defineFeature({
  reducers: { ...resourceReducers(adminMpProductsList), adminMpProducts: adminMpProductsReducer },
  sagas: [adminMpProductsList.saga, adminMpProductsExport.saga, adminMpProductsSaga],
  screens: {
    adminMpProducts: lazyScreen(() => import('./views/AdminMpProductsView'), 'AdminMpProductsView'),
  },
});
