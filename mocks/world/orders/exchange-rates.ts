/** The world's fixed exchange-rate table and the Turkey cap info an order carries (contract/packages/turkey-cap.ts). */
import type { Order } from '@contract/orders/order.types';
import { turkeyCapApplies, turkeyCaps, type CapCurrency, type TurkeyCapInfo, type TurkeyCapReading } from '@contract/packages/turkey-cap';

export type ExchangeRates = Record<string, Record<CapCurrency, number>>;

/** What one unit of each currency is worth in EUR and USD. */
export const DEFAULT_EXCHANGE_RATES: ExchangeRates = {
  TRY: { EUR: 0.026, USD: 0.0282 },
  AED: { EUR: 0.2507, USD: 0.2723 },
  SAR: { EUR: 0.2455, USD: 0.2667 },
  EGP: { EUR: 0.0185, USD: 0.0201 },
  CNY: { EUR: 0.1272, USD: 0.1381 },
  EUR: { EUR: 1, USD: 1.0862 },
  USD: { EUR: 0.9206, USD: 1 },
};

export function ratesOf(rates: ExchangeRates, currency: string): Record<CapCurrency, number> {
  const found = rates[currency];
  if (!found) throw new Error(`No exchange rate for ${currency}`);
  return { ...found };
}

/** The cap info for a Turkey-bound order of a seller outside Turkey, else null. */
export function turkeyCapInfoFor(
  order: Pick<Order, 'destinationCountry' | 'currency'>,
  sellerCountry: string,
  reading: TurkeyCapReading,
  rates: ExchangeRates,
): TurkeyCapInfo | null {
  if (!turkeyCapApplies(order.destinationCountry, sellerCountry)) return null;
  return { reading, ...turkeyCaps(reading), rates: ratesOf(rates, order.currency) };
}
