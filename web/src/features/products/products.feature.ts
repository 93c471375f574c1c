/** All Products: the variants list and its quick-edit grid. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { quickEdit, variantsList } from './products.resources';
import { productsSaga } from './products.sagas';

export const productsFeature = defineFeature({
  reducers: resourceReducers(variantsList, quickEdit),
  sagas: [productsSaga],
  screens: {
    allProducts: lazyScreen(() => import('./views/QuickEditView'), 'QuickEditView'),
  },
});
