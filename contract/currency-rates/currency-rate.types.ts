/**
 * Currency Tools (/currency-tools-admin/index): the exchange-rate table of the accounting service. Each currency says
 * what one unit of it is worth in euros and in US dollars, the two currencies the Turkey-bound package cap and the
 * import price limit are stated in. Staff with CurrencyRateList read it; with CurrencyRateEdit they also change it.
 */
import * as yup from 'yup';
import type { CapCurrency } from '../packages/turkey-cap';

/** The portal's currencies: Turkey's, the two the limits are stated in, the Noon channels' (AE, SA, EG) and China's. */
export const CURRENCY_CODES = ['TRY', 'USD', 'EUR', 'AED', 'SAR', 'EGP', 'CNY'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const RATE_TARGETS: readonly CapCurrency[] = ['EUR', 'USD'];

/** What one unit is worth in each target currency. */
export type RateValues = Record<CapCurrency, number>;

/** One change of a currency's rates, newest first in a history. */
export interface CurrencyRateChange {
  at: string;
  rates: RateValues;
  previous: RateValues | null;
  /** The admin who changed it (name and e-mail); null for the rate the service started with. */
  by: { name: string; email: string } | null;
}

export interface CurrencyRate {
  currency: CurrencyCode;
  rates: RateValues;
  updatedAt: string;
  /** Newest first, at most CURRENCY_HISTORY_MAX. */
  history: CurrencyRateChange[];
}

export interface CurrencyRatesAnswer {
  items: CurrencyRate[];
}

export const CURRENCY_HISTORY_MAX = 20;
/** Rates are kept to six decimals (a lira is worth a few hundredths of a euro). */
export const RATE_DECIMALS = 6;
export const RATE_MAX = 1_000_000;

const rateField = yup
  .number()
  .typeError('currencyTools.rateInvalid')
  .required('validation.fillOutField')
  .moreThan(0, 'currencyTools.ratePositive')
  .max(RATE_MAX, 'currencyTools.rateTooLarge')
  .test('decimals', 'currencyTools.rateDecimals', (value) => value === undefined || Number(value.toFixed(RATE_DECIMALS)) === value);

export const setCurrencyRateSchema = yup.object({ EUR: rateField, USD: rateField });
export type SetCurrencyRateBody = yup.InferType<typeof setCurrencyRateSchema>;

/**
 * A currency is worth exactly 1 of itself: the euro's EUR rate and the dollar's USD rate cannot change. Answers the
 * field refused, or null.
 */
export function selfRateProblem(currency: CurrencyCode, rates: RateValues): Record<string, string> | null {
  if (currency === 'EUR' && rates.EUR !== 1) return { EUR: 'currencyTools.selfRate' };
  if (currency === 'USD' && rates.USD !== 1) return { USD: 'currencyTools.selfRate' };
  return null;
}

/** The other of EUR and USD: changing the euro's dollar rate sets the dollar's euro rate to its inverse, and back. */
export function inverseOf(currency: CurrencyCode, rates: RateValues): { currency: CurrencyCode; rates: RateValues } | null {
  const round = (value: number) => Math.round(value * 10 ** RATE_DECIMALS) / 10 ** RATE_DECIMALS;
  if (currency === 'EUR') return { currency: 'USD', rates: { EUR: round(1 / rates.USD), USD: 1 } };
  if (currency === 'USD') return { currency: 'EUR', rates: { EUR: 1, USD: round(1 / rates.EUR) } };
  return null;
}
