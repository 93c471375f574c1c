/**
 * Staff crossing: Category Cross (/admin/category-cross) and Attribute Crossing (/admin/attribute-crossing/) over the
 * shared tree, with the mapping health per marketplace.
 */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { adminAttributeList, adminCategoryCrossing, adminCrossHealth, adminCrossList, adminTheirCategories } from './admin-crossing.resources';
import { adminCrossingSaga } from './admin-crossing.sagas';

export const adminCrossingFeature = defineFeature({
  reducers: resourceReducers(adminCrossList, adminTheirCategories, adminCrossHealth, adminAttributeList, adminCategoryCrossing),
  sagas: [adminCrossingSaga],
  screens: {
    adminCategoryCross: lazyScreen(() => import('./views/AdminCategoryCrossView'), 'AdminCategoryCrossView'),
    adminAttributeCrossing: lazyScreen(() => import('./views/AdminAttributeCrossingView'), 'AdminAttributeCrossingView'),
  },
});
