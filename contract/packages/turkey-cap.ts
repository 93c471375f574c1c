/**
 * Turkey-bound packages have a total product price limit (spec §5 gives two readings). Which one is in force is a
 * setting of the marketplace service; the answer carries it so the SPA can show it and check before the click.
 *   eur150               one limit: 150 EUR per package.
 *   usd160-eur140-split  160 USD per package, or 140 EUR per part when the order ships in several packages.
 * The cap applies to cross-border shipments into Turkey: destination TR, seller outside TR.
 */
export const TURKEY_CAP_READINGS = ['eur150', 'usd160-eur140-split'] as const;
export type TurkeyCapReading = (typeof TURKEY_CAP_READINGS)[number];
export const DEFAULT_TURKEY_CAP_READING: TurkeyCapReading = 'eur150';

export type CapCurrency = 'EUR' | 'USD';
export interface PriceCap {
  amount: number;
  currency: CapCurrency;
}

export interface TurkeyCapInfo {
  reading: TurkeyCapReading;
  single: PriceCap;
  split: PriceCap;
  /** What one unit of the order's currency is worth in EUR and USD. */
  rates: Record<CapCurrency, number>;
}

export function turkeyCapApplies(destinationCountry: string, sellerCountry: string): boolean {
  return destinationCountry === 'TR' && sellerCountry !== 'TR';
}

export function turkeyCaps(reading: TurkeyCapReading): Pick<TurkeyCapInfo, 'single' | 'split'> {
  if (reading === 'eur150') return { single: { amount: 150, currency: 'EUR' }, split: { amount: 150, currency: 'EUR' } };
  return { single: { amount: 160, currency: 'USD' }, split: { amount: 140, currency: 'EUR' } };
}

export interface CapCheck {
  cap: PriceCap;
  /** The package's product total in the cap's currency, rounded to cents. */
  total: number;
  over: boolean;
}

/** `split`: the order's live items go out in more than one package. */
export function checkTurkeyCap(info: TurkeyCapInfo, totalInOrderCurrency: number, split: boolean): CapCheck {
  const cap = split ? info.split : info.single;
  const total = Math.round(totalInOrderCurrency * info.rates[cap.currency] * 100) / 100;
  return { cap, total, over: total > cap.amount };
}
