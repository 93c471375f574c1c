/** The products that fail validation. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { productValidationList } from './product-validation.resources';

export const productValidationFeature = defineFeature({
  reducers: resourceReducers(productValidationList),
  sagas: [productValidationList.saga],
  screens: {
    productValidation: lazyScreen(() => import('./views/ProductValidationView'), 'ProductValidationView'),
  },
});
