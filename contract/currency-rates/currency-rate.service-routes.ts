/** The accounting service's exchange-rate table (admin tokens only; a change only from an admin in CurrencyRateEdit). */
import { answer, param, policy, route } from '../api/route-def';
import { serviceRoutes } from '../downstream/service-route';
import { CURRENCY_CODES, setCurrencyRateSchema, type CurrencyRatesAnswer } from './currency-rate.types';

const token = policy.token();

export const CURRENCY_RATE_SERVICE_ROUTES = serviceRoutes('accounting', {
  list: route.get('/v1/admin/currency-rates', { answer: answer<CurrencyRatesAnswer>(), policy: token }),
  set: route.put('/v1/admin/currency-rates/:currency', {
    params: { currency: param.oneOf(CURRENCY_CODES) },
    body: setCurrencyRateSchema,
    answer: answer<CurrencyRatesAnswer>(),
    policy: token,
  }),
});
