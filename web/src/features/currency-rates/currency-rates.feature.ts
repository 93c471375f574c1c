/** Currency Tools (staff with CurrencyRateList or CurrencyRateEdit). */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { currencyRates } from './currency-rates.resources';

export const currencyRatesFeature = defineFeature({
  reducers: resourceReducers(currencyRates),
  sagas: [currencyRates.saga],
  screens: {
    currencyTools: lazyScreen(() => import('./views/CurrencyToolsView'), 'CurrencyToolsView'),
  },
});
