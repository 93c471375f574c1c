/** Marketplace products: the list. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { mpProductsList } from './mp-products.resources';

export const mpProductsFeature = defineFeature({
  reducers: resourceReducers(mpProductsList),
  sagas: [mpProductsList.saga],
  screens: {
    mpProducts: lazyScreen(() => import('./views/MpProductsView'), 'MpProductsView'),
  },
});
