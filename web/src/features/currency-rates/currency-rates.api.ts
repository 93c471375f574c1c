/** Currency Tools' calls to the BFF (contract/currency-rates/currency-rate.routes.ts). */
import { CURRENCY_RATE_ROUTES } from '@contract/currency-rates/currency-rate.routes';
import type { CurrencyCode, SetCurrencyRateBody } from '@contract/currency-rates/currency-rate.types';
import { apiCall } from '@web/lib/api-call';

export const fetchCurrencyRates = () => apiCall(CURRENCY_RATE_ROUTES.list);

export const setCurrencyRate = (currency: CurrencyCode, body: SetCurrencyRateBody) => apiCall(CURRENCY_RATE_ROUTES.set, { params: { currency }, body });
