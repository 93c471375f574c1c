/**
 * The accounting service's terms with the marketplaces (world data, not rules): commission rates, payment terms,
 * penalties and monthly service fees, and the settlement currency a company is paid in.
 */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { roundMoney } from '@contract/reconciliation/reconciliation.rules';
import { ratesOf, type ExchangeRates } from '../orders/exchange-rates';

/** Share of a sale the marketplace keeps. */
export const COMMISSION_RATES: Readonly<Record<MarketplaceCode, number>> = {
  hepsiburada: 0.12,
  trendyol: 0.15,
  'noon-ae': 0.1,
  'noon-sa': 0.1,
  'noon-eg': 0.11,
};

/** Days after delivery (or after the event) until a line falls due for settlement. */
export const PAYMENT_TERM_DAYS: Readonly<Record<MarketplaceCode, number>> = {
  hepsiburada: 7,
  trendyol: 10,
  'noon-ae': 14,
  'noon-sa': 14,
  'noon-eg': 14,
};

/** A seller-fault cancellation or a late shipment costs this share of the item's price. */
export const PENALTY_RATE = 0.1;

/** Each month a channel sold anything, its back invoice: this fixed fee (channel currency) plus a share of the month's sales. */
export const MONTHLY_SERVICE_FEES: Readonly<Record<MarketplaceCode, number>> = {
  hepsiburada: 450,
  trendyol: 500,
  'noon-ae': 60,
  'noon-sa': 60,
  'noon-eg': 750,
};
export const SERVICE_FEE_RATE = 0.005;
/** Some back invoices are partly returned (a disputed fee): this share, this many days after the invoice. */
export const BACK_INVOICE_RETURN_SHARE = 0.2;
export const BACK_INVOICE_RETURN_DAYS = 10;

/** Turkish sellers are paid in lira; everyone else in US dollars. */
export function settlementCurrencyOf(country: string): string {
  return country === 'TR' ? 'TRY' : 'USD';
}

/** Converts marketplace-currency amounts into `to` (through the world's USD rates), to the cent. */
export function converterTo(rates: ExchangeRates, to: string): (amount: number, from: string) => number {
  const target = ratesOf(rates, to).USD;
  const cache = new Map<string, number>();
  return (amount, from) => {
    let factor = cache.get(from);
    if (factor === undefined) {
      factor = from === to ? 1 : ratesOf(rates, from).USD / target;
      cache.set(from, factor);
    }
    return roundMoney(amount * factor);
  };
}
