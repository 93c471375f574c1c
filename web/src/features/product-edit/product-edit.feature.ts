/** Product edit with its commands, logs and ratings. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { productEdit, productLogs, productRatings } from './product-edit.resources';
import { productEditSaga } from './product-edit.sagas';

export const productEditFeature = defineFeature({
  reducers: resourceReducers(productEdit, productLogs, productRatings),
  sagas: [productEditSaga],
  screens: {
    productEdit: lazyScreen(() => import('./views/ProductEditView'), 'ProductEditView'),
  },
});
