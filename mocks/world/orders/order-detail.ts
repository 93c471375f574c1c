/** One order as the detail screen sees it: the order, its packages, its products' locks as of now, the Turkey cap. */
import type { OrderDetailAnswer } from '@contract/orders/order.api';
import { lockAt } from '@contract/orders/order.rules';
import type { MarketplaceLock, Order } from '@contract/orders/order.types';
import type { TurkeyCapInfo } from '@contract/packages/turkey-cap';
import { findCompany } from '../lookups';
import type { World } from '../world';
import { findOrder, packagesOfOrder } from './book-index';
import { turkeyCapInfoFor } from './exchange-rates';
import { orderBookOf, type CompanyOrderBook } from './order-book';

export interface OrderInBook {
  book: CompanyOrderBook;
  order: Order;
}

/** The order when it belongs to this company, else undefined (another company's order is simply not found). */
export function orderInBook(world: World, companyId: number, orderId: number): OrderInBook | undefined {
  const book = orderBookOf(world, companyId);
  const order = book && findOrder(book, orderId);
  return book && order ? { book, order } : undefined;
}

export function turkeyCapOf(world: World, order: Order): TurkeyCapInfo | null {
  const sellerCountry = findCompany(world, order.companyId)?.country ?? '';
  return turkeyCapInfoFor(order, sellerCountry, world.turkeyCapReading, world.exchangeRates);
}

/** The newest lock per product of the order on its marketplace, read at `now`. */
export function locksOf(book: CompanyOrderBook, order: Order, now: number): MarketplaceLock[] {
  const skus = new Set(order.items.map((item) => item.sku));
  const newest = new Map<string, MarketplaceLock>();
  for (const lock of book.locks) {
    if (lock.marketplace !== order.salesChannel || !skus.has(lock.sku)) continue;
    const seen = newest.get(lock.sku);
    if (!seen || seen.lockedAt <= lock.lockedAt) newest.set(lock.sku, lock);
  }
  return [...newest.values()].map((lock) => lockAt(lock, now));
}

export function detailOf(world: World, book: CompanyOrderBook, order: Order, now: number): OrderDetailAnswer {
  return { order, packages: [...packagesOfOrder(book, order.id)], locks: locksOf(book, order, now), turkeyCap: turkeyCapOf(world, order) };
}

export function getOrderDetail(world: World, companyId: number, orderId: number, now: number): OrderDetailAnswer | undefined {
  const found = orderInBook(world, companyId, orderId);
  return found && detailOf(world, found.book, found.order, now);
}
