/** The company's marketplace settings, a save per marketplace. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { marketplaceSettings } from './marketplace-sales.resources';

export const marketplaceSalesFeature = defineFeature({
  reducers: resourceReducers(marketplaceSettings),
  sagas: [marketplaceSettings.saga],
  screens: {
    marketplaceSales: lazyScreen(() => import('./views/MarketplaceSalesView'), 'MarketplaceSalesView'),
  },
});
