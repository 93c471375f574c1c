/** The browser API of Currency Tools: CurrencyRateList or CurrencyRateEdit reads the rates, only CurrencyRateEdit changes one. */
import { answer, param, policy, route } from '../api/route-def';
import { CURRENCY_CODES, setCurrencyRateSchema, type CurrencyRatesAnswer } from './currency-rate.types';

export const CURRENCY_RATE_ROUTES = {
  list: route.get('/api/admin/currency-rates', { answer: answer<CurrencyRatesAnswer>(), policy: policy.can('admin.currencyTools') }),
  set: route.put('/api/admin/currency-rates/:currency', {
    params: { currency: param.oneOf(CURRENCY_CODES) },
    body: setCurrencyRateSchema,
    answer: answer<CurrencyRatesAnswer>(),
    policy: policy.can('admin.currencyRatesEdit'),
  }),
};
