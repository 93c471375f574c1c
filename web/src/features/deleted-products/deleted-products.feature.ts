/** Deleted products: the list and one deleted product. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { deletedProductDetail, deletedProductsList, deletedProductsSaga } from './deleted-products.resources';

export const deletedProductsFeature = defineFeature({
  reducers: resourceReducers(deletedProductsList, deletedProductDetail),
  sagas: [deletedProductsSaga],
  screens: {
    deletedProducts: lazyScreen(() => import('./views/DeletedProductsListView'), 'DeletedProductsListView'),
    deletedProduct: lazyScreen(() => import('./views/DeletedProductView'), 'DeletedProductView'),
  },
});
