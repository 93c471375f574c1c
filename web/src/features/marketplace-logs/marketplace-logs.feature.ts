/** Marketplace logs: the list and Log Detail. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { marketplaceLogDetail, marketplaceLogsList, marketplaceLogsSaga } from './marketplace-logs.resources';

export const marketplaceLogsFeature = defineFeature({
  reducers: resourceReducers(marketplaceLogsList, marketplaceLogDetail),
  sagas: [marketplaceLogsSaga],
  screens: {
    marketplaceLogs: lazyScreen(() => import('./views/MarketplaceLogsView'), 'MarketplaceLogsView'),
  },
});
