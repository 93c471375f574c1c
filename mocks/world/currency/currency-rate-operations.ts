/**
 * The accounting service's exchange-rate table (`world.exchangeRates`) and its history of changes. The Turkey-bound
 * package cap (orders/exchange-rates.ts) and the import price limit in dollars (imports/import-lookup.ts) read the
 * table as it stands, so a change here holds for the next order detail and the next import batch. Catalogues and order
 * books are generated from the seeded table, so a change never alters what a company was generated with.
 */
import {
  CURRENCY_CODES,
  CURRENCY_HISTORY_MAX,
  inverseOf,
  selfRateProblem,
  type CurrencyCode,
  type CurrencyRate,
  type CurrencyRateChange,
  type CurrencyRatesAnswer,
  type RateValues,
} from '@contract/currency-rates/currency-rate.types';
import { DEFAULT_EXCHANGE_RATES, ratesOf } from '../orders/exchange-rates';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';

export interface RateSetter {
  name: string;
  email: string;
}

/** The rate each currency started with, as the first entry of its history. */
function seededChange(world: World, currency: CurrencyCode): CurrencyRateChange {
  return { at: new Date(world.createdAt).toISOString(), rates: ratesOf(DEFAULT_EXCHANGE_RATES, currency), previous: null, by: null };
}

function rateOf(world: World, currency: CurrencyCode): CurrencyRate {
  const changes = world.currencyRateChanges[currency] ?? [];
  const history = [...changes, seededChange(world, currency)].slice(0, CURRENCY_HISTORY_MAX);
  return { currency, rates: ratesOf(world.exchangeRates, currency), updatedAt: history[0]!.at, history };
}

export function listCurrencyRates(world: World): CurrencyRatesAnswer {
  return { items: CURRENCY_CODES.map((currency) => rateOf(world, currency)) };
}

function record(world: World, currency: CurrencyCode, rates: RateValues, at: string, by: RateSetter): void {
  const previous = ratesOf(world.exchangeRates, currency);
  world.exchangeRates[currency] = { ...rates };
  const changes = (world.currencyRateChanges[currency] ??= []);
  changes.unshift({ at, rates: { ...rates }, previous, by: { ...by } });
  changes.length = Math.min(changes.length, CURRENCY_HISTORY_MAX);
}

/**
 * Sets a currency's euro and dollar rates. A currency is worth 1 of itself; the euro's dollar rate and the dollar's
 * euro rate are kept inverse, so setting one records the other too. Answers the whole table.
 */
export function setCurrencyRate(world: World, currency: CurrencyCode, rates: RateValues, now: number, by: RateSetter): CurrencyRatesAnswer | Refusal {
  const problem = selfRateProblem(currency, rates);
  if (problem) return refusal('validation', problem);
  const at = new Date(now).toISOString();
  record(world, currency, rates, at, by);
  const inverse = inverseOf(currency, rates);
  if (inverse) record(world, inverse.currency, inverse.rates, at, by);
  return listCurrencyRates(world);
}
