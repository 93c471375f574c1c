/** Brand tools (/admin/brand-tools): brands across companies, their duplicates merged into one, crossings. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { adminBrandDetail, adminBrandsExport, adminBrandsList } from './admin-brands.resources';

export const adminBrandsFeature = defineFeature({
  reducers: resourceReducers(adminBrandsList, adminBrandDetail),
  sagas: [adminBrandsList.saga, adminBrandsExport.saga, adminBrandDetail.saga],
  screens: {
    adminBrandTools: lazyScreen(() => import('./views/AdminBrandToolsView'), 'AdminBrandToolsView'),
  },
});
