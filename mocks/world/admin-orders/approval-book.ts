/**
 * A company's cancellation and refund requests waiting for staff, generated on first access from (world seed, company
 * id) and its order book alone: cancellations the customer or marketplace asked for on orders not yet shipped, and
 * refunds of delivered orders. Newest first.
 */
import type { ApprovalKind, ApprovalRequest } from '@contract/admin-orders/approvals';
import { DAY_MS } from '@contract/lists/date-range';
import type { Order, OrderItem } from '@contract/orders/order.types';
import { orderStatusOf } from '@contract/orders/order.tabs';
import { pick, randomInt, type Random } from '../prng';
import { derivedFromOrders } from '../orders/order-derived';
import { ID_SPACE, iso } from '../orders/generation-context';
import { REFUND_REASONS } from '../orders/order-stories';
import type { World } from '../world';

const CANCEL_REASONS = ['Ordered by mistake', 'Found a better price', 'Delivery takes too long', 'Changed mind'];
const APPROVAL_SALT = 7;

function requestOf(
  random: Random,
  companyId: number,
  seq: number,
  order: Order,
  kind: ApprovalKind,
  items: readonly OrderItem[],
  now: number,
): ApprovalRequest {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * item.quantity * 100), 0);
  const at = Math.max(Date.parse(order.orderDate), now - randomInt(random, 1, 72) * 3_600_000);
  return {
    id: companyId * ID_SPACE + seq,
    companyId,
    orderId: order.id,
    marketplace: order.salesChannel,
    marketplaceOrderId: order.marketplaceOrderId,
    customerName: order.customerName,
    kind,
    items: items.map(({ id, sku, name, quantity, price }) => ({ id, sku, name, quantity, price })),
    amount: cents / 100,
    currency: order.currency,
    reason: pick(random, kind === 'cancel' ? CANCEL_REASONS : REFUND_REASONS),
    requestedBy: random() < 0.7 ? 'customer' : 'marketplace',
    requestedAt: iso(at),
    status: 'pending',
    decidedAt: null,
    decidedBy: null,
    note: null,
  };
}

/** Up to `count` of the most recent orders that have items for such a request, each with those items. */
function drawn(orders: readonly Order[], count: number, items: (order: Order) => OrderItem[]): { order: Order; items: OrderItem[] }[] {
  const found: { order: Order; items: OrderItem[] }[] = [];
  for (let at = orders.length - 1; at >= 0 && found.length < count; at -= 1) {
    const order = orders[at]!;
    const named = items(order);
    if (named.length > 0) found.push({ order, items: named });
  }
  return found;
}

export function generateApprovals(random: Random, companyId: number, orders: readonly Order[], now: number): ApprovalRequest[] {
  const recent = orders.filter((order) => Date.parse(order.orderDate) > now - 30 * DAY_MS);
  const cancels = drawn(recent, randomInt(random, 2, 4), (order) =>
    ['open', 'preparing'].includes(orderStatusOf(order)) ? order.items.filter((item) => item.status === 'open' || item.status === 'packaged') : [],
  );
  const refunds = drawn(recent, randomInt(random, 2, 4), (order) => order.items.filter((item) => item.status === 'delivered').slice(0, 1));
  const requests = [
    ...cancels.map(({ order, items }, n) => requestOf(random, companyId, n + 1, order, 'cancel', items, now)),
    ...refunds.map(({ order, items }, n) => requestOf(random, companyId, cancels.length + n + 1, order, 'refund', items, now)),
  ];
  return requests.sort((a, b) => (a.requestedAt < b.requestedAt ? 1 : a.requestedAt > b.requestedAt ? -1 : b.id - a.id));
}

export function approvalsOf(world: World, companyId: number): readonly ApprovalRequest[] {
  return derivedFromOrders(world, companyId, world.approvalBooks, APPROVAL_SALT, (book, random) =>
    generateApprovals(random, companyId, book.orders, world.createdAt),
  );
}
