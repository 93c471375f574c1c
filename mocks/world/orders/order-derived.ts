/** Rows a company's order book gives rise to (claims, tickets), generated on first access and kept on the world. */
import type { Order } from '@contract/orders/order.types';
import { findCompany } from '../lookups';
import { mixSeed, mulberry32, type Random } from '../prng';
import type { World } from '../world';
import { orderBookOf, type CompanyOrderBook } from './order-book';

/** What a generator of such rows is given. */
export interface OrderDerivedInput {
  random: Random;
  companyId: number;
  orders: readonly Order[];
  /** Rows waiting for the seller (the badge count). */
  waiting: number;
  /** Rows already answered or further along. */
  settled: number;
  now: number;
}

/**
 * The company's rows from `books`, or made from its order book with a random stream of their own (`salt` keeps the
 * streams of claims and tickets apart) and kept there. Empty for a company the world does not know.
 */
export function derivedFromOrders<Row>(
  world: World,
  companyId: number,
  books: Record<number, Row[]>,
  salt: number,
  make: (book: CompanyOrderBook, random: Random) => Row[],
): readonly Row[] {
  const existing = books[companyId];
  if (existing) return existing;
  const book = findCompany(world, companyId) ? orderBookOf(world, companyId) : undefined;
  if (!book) return [];
  const rows = make(book, mulberry32(mixSeed(world.seed, companyId, salt)));
  books[companyId] = rows;
  return rows;
}
