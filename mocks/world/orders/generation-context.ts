/** What the order generator carries while it builds one company's book. */
import type { Company } from '@contract/downstream/identity';
import type { Address, MarketplaceLock, Order } from '@contract/orders/order.types';
import type { Package } from '@contract/packages/package.types';
import type { Random } from '../prng';
import type { SalePools } from './catalogue';
import type { ExchangeRates } from './exchange-rates';

export const HOUR_MS = 3_600_000;
/** Order and package ids are `companyId * ID_SPACE + n`, item ids `companyId * ITEM_ID_SPACE + n`: no clashes across companies. */
export const ID_SPACE = 1_000_000;
export const ITEM_ID_SPACE = 10_000_000;

export interface GenerationInput {
  seed: number;
  company: Company;
  /** The seller's display name, for cancellations the seller made. */
  sellerName: string;
  createdAt: number;
  count: number;
  rates: ExchangeRates;
  /** The company's variants listed per marketplace; orders come only from marketplaces with some. */
  pools: SalePools;
}

export interface GenerationContext {
  random: Random;
  input: GenerationInput;
  customer: (country: string) => Address;
  orders: Order[];
  packages: Package[];
  locks: MarketplaceLock[];
  itemSeq: number;
  packageSeq: number;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** A moment between a and b, never later than a minute before the world's reference time. */
export function between(context: GenerationContext, a: number, b: number): number {
  const end = Math.min(b, context.input.createdAt - 60_000);
  return Math.round(end <= a ? a : a + context.random() * (end - a));
}

export function weighted<T extends string | number>(random: Random, table: readonly (readonly [T, number])[]): T {
  let roll = random() * table.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return table[table.length - 1]![0];
}
