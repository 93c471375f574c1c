/** Admin tool /admin/price-stock-sync: each company's price and stock synchronisation per marketplace, and re-runs. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { priceStockSyncList, syncRerun } from './price-stock-sync.resources';
import { priceStockSyncSaga } from './price-stock-sync.sagas';

export const adminPriceStockSyncFeature = defineFeature({
  reducers: resourceReducers(priceStockSyncList, syncRerun),
  sagas: [priceStockSyncSaga],
  screens: {
    adminPriceStockSync: lazyScreen(() => import('./views/AdminPriceStockSyncView'), 'AdminPriceStockSyncView'),
  },
});
