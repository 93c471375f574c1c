/** The marketplace's order figures for the dashboard, over the company's order book (the lists' own tab memo). */
import { utcDay } from '@contract/dashboard/dashboard.compose';
import { orderStageOfTab, rejectedReasonOf } from '@contract/dashboard/dashboard.mapping';
import { ORDERS_PER_DAY_DAYS, ORDER_STAGES, REJECTED_REASONS, type DayCount } from '@contract/dashboard/dashboard.types';
import type { MarketplaceDashboardAnswer } from '@contract/downstream/dashboard';
import { DAY_MS } from '@contract/lists/date-range';
import { zeroCounts } from '@contract/lists/list-query';
import type { Order } from '@contract/orders/order.types';
import { bookIndex, tabAt } from '../orders/book-index';
import { orderBookOf } from '../orders/order-book';
import type { World } from '../world';

export type OrderFigures = Pick<MarketplaceDashboardAnswer, 'ordersPerDay' | 'orderStages' | 'rejectedReasons'>;

/** The last `days` UTC days ending with today's, oldest first, all at zero. */
export function emptyDays(now: number, days: number): DayCount[] {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, n) => ({ date: utcDay(today - (days - 1 - n) * DAY_MS), count: 0 }));
}

function cancellationOf(order: Order) {
  return order.cancellation ?? order.items.findLast((item) => item.cancellation !== null)?.cancellation ?? null;
}

export function orderFigures(world: World, companyId: number, now: number): OrderFigures {
  const ordersPerDay = emptyDays(now, ORDERS_PER_DAY_DAYS);
  const orderStages = zeroCounts(ORDER_STAGES);
  const rejectedReasons = zeroCounts(REJECTED_REASONS);
  const book = orderBookOf(world, companyId);
  if (!book) return { ordersPerDay, orderStages, rejectedReasons };
  const index = bookIndex(book);
  const firstDay = Date.parse(`${ordersPerDay[0]!.date}T00:00:00Z`);
  for (let at = 0; at < book.orders.length; at += 1) {
    const order = book.orders[at]!;
    const tab = tabAt(book, index, at, now);
    orderStages[orderStageOfTab(tab)] += 1;
    if (tab === 'cancelled') {
      const cancellation = cancellationOf(order);
      const reason = cancellation ? rejectedReasonOf(cancellation) : null;
      if (reason) rejectedReasons[reason] += 1;
    }
    const placed = Date.parse(order.orderDate);
    if (placed >= firstDay) {
      const day = ordersPerDay[Math.floor((placed - firstDay) / DAY_MS)];
      if (day) day.count += 1;
    }
  }
  return { ordersPerDay, orderStages, rejectedReasons };
}
