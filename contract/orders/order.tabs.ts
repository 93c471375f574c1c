/** The order tabs (spec §2) and the one function that puts an order in a tab and a status. */
import type { Package } from '../packages/package.types';
import type { Order, OrderFilterStatus, OrderStatus } from './order.types';

export const ORDER_TABS = ['readyForPackaging', 'packaged', 'shipped', 'delayed', 'delayedPackage', 'completed', 'cancelled', 'refunded'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

const ACTIVE_ITEM = new Set(['open', 'packaged', 'shipped', 'delivered', 'refunded']);

export function orderStatusOf(order: Pick<Order, 'items'>): OrderStatus {
  const live = order.items.filter((item) => ACTIVE_ITEM.has(item.status));
  if (live.length === 0) return 'cancel';
  if (live.every((item) => item.status === 'refunded')) return 'refund';
  if (live.every((item) => item.status === 'delivered' || item.status === 'refunded')) return 'completed';
  if (live.some((item) => item.status === 'shipped' || item.status === 'delivered')) return 'shipped';
  if (live.every((item) => item.status === 'packaged')) return 'preparing';
  return 'open';
}

/** An open order whose latest shipping date has passed. */
export function isDelayedOrder(order: Pick<Order, 'items' | 'dueDate'>, now: number): boolean {
  return orderStatusOf(order) === 'open' && Date.parse(order.dueDate) < now;
}

export function hasDelayedPackage(packages: readonly Pick<Package, 'status'>[]): boolean {
  return packages.some((pkg) => pkg.status === 'delayed');
}

export function orderTabOf(order: Pick<Order, 'items' | 'dueDate'>, packages: readonly Pick<Package, 'status'>[], now: number): OrderTab {
  const status = orderStatusOf(order);
  if (status === 'cancel') return 'cancelled';
  if (status === 'refund') return 'refunded';
  if (status === 'completed') return 'completed';
  if (hasDelayedPackage(packages)) return 'delayedPackage';
  if (status === 'shipped') return 'shipped';
  if (status === 'preparing') return 'packaged';
  return isDelayedOrder(order, now) ? 'delayed' : 'readyForPackaging';
}

export function matchesFilterStatus(
  filter: OrderFilterStatus,
  order: Pick<Order, 'items' | 'dueDate'>,
  packages: readonly Pick<Package, 'status'>[],
  now: number,
): boolean {
  if (filter === 'delayedOrder') return isDelayedOrder(order, now);
  if (filter === 'delayedPackage') return hasDelayedPackage(packages);
  return orderStatusOf(order) === filter;
}

/** /orders/refunded and /orders/cancelled open the orders list on their tab. */
export const ORDER_ROUTE_TABS: Record<string, OrderTab> = { '/orders/refunded': 'refunded', '/orders/cancelled': 'cancelled' };
