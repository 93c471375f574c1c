/** Brands: the list, a new brand and a brand's edit. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { brandDetail, brandsList } from './brands.resources';
import { brandsSaga } from './brands.sagas';

export const brandsFeature = defineFeature({
  reducers: resourceReducers(brandsList, brandDetail),
  sagas: [brandsSaga],
  screens: {
    brands: lazyScreen(() => import('./views/BrandsListView'), 'BrandsListView'),
    brandNew: lazyScreen(() => import('./views/BrandNewView'), 'BrandNewView'),
    brandEdit: lazyScreen(() => import('./views/BrandEditView'), 'BrandEditView'),
  },
});
