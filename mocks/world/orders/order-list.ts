/** The orders list over a company's book: filters, tab counts, sort and one page, in a single pass. */
import { zeroCounts } from '@contract/lists/list-query';
import type { OrderListAnswer } from '@contract/orders/order.api';
import { ORDER_FILTER_KEYS, orderMatches, type OrderListQuery, type OrderSortField } from '@contract/orders/order.query';
import { isDelayedOrder, orderStatusOf, ORDER_TABS } from '@contract/orders/order.tabs';
import type { Order, OrderRow } from '@contract/orders/order.types';
import type { World } from '../world';
import { bookIndex, packagesOfOrder, sortPermutation, tabAt } from './book-index';
import { orderBookOf } from './order-book';

export function toOrderRow(order: Order, now: number): OrderRow {
  return {
    id: order.id,
    salesChannel: order.salesChannel,
    marketplaceOrderId: order.marketplaceOrderId,
    customerName: order.customerName,
    orderDate: order.orderDate,
    dueDate: order.dueDate,
    grandTotal: order.grandTotal,
    currency: order.currency,
    destinationCountry: order.destinationCountry,
    status: orderStatusOf(order),
    itemCount: order.items.length,
    skus: order.items.map((item) => item.sku),
    delayed: isDelayedOrder(order, now),
  };
}

const SORT_KEYS: Record<OrderSortField, (order: Order) => string | number> = {
  orderDate: (order) => order.orderDate,
  dueDate: (order) => order.dueDate,
  grandTotal: (order) => order.grandTotal,
  customerName: (order) => order.customerName,
};

export function listOrders(world: World, companyId: number, query: OrderListQuery, now: number): OrderListAnswer {
  const tabCounts = zeroCounts(ORDER_TABS);
  const answer: OrderListAnswer = { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts };
  const book = orderBookOf(world, companyId);
  if (!book) return answer;
  const { orders } = book;
  const permutation = sortPermutation(book, `order:${query.sort.field}`, orders, SORT_KEYS[query.sort.field]);
  const first = (query.page - 1) * query.pageSize;
  const last = first + query.pageSize;
  const descending = query.sort.direction === 'desc';
  const filtered = ORDER_FILTER_KEYS.some((key) => query[key] !== undefined);
  const index = bookIndex(book);
  for (let step = 0; step < orders.length; step += 1) {
    const at = permutation[descending ? orders.length - 1 - step : step]!;
    const order = orders[at]!;
    if (filtered && !orderMatches(order, packagesOfOrder(book, order.id, index), query, now)) continue;
    const tab = tabAt(book, index, at, now);
    tabCounts[tab] += 1;
    if (query.tab !== 'all' && tab !== query.tab) continue;
    if (answer.total >= first && answer.total < last) answer.items.push(toOrderRow(order, now));
    answer.total += 1;
  }
  return answer;
}
