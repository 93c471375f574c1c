/** The rate table as one record (its id is unused): a change answers the table as it stands afterwards. */
import type { CurrencyCode, CurrencyRatesAnswer, SetCurrencyRateBody } from '@contract/currency-rates/currency-rate.types';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { fetchCurrencyRates, setCurrencyRate } from './currency-rates.api';

export const RATES_ID = 0;

export interface RateChange {
  currency: CurrencyCode;
  rates: SetCurrencyRateBody;
}

export const currencyRates = createDetailResource('currencyRates', (): Promise<CurrencyRatesAnswer> => fetchCurrencyRates(), {
  set: command((_id, { currency, rates }: RateChange): Promise<CurrencyRatesAnswer> => setCurrencyRate(currency, rates), 'currencyTools.saved'),
});

export type CurrencyRatesCommand = CommandName<typeof currencyRates>;
export type OnCurrencyRatesCommand = OnCommand<typeof currencyRates>;
