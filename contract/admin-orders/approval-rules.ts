/**
 * What approving a cancellation or refund request does, with the order rules: a cancellation goes through the cancel
 * rules (an order with shipped items cannot be cancelled, an item already cancelled cannot be cancelled again), a
 * refund takes back delivered items only. Only a pending request is decided.
 */
import { cancelRefusal } from '../orders/order.rules';
import type { Order } from '../orders/order.types';
import type { ApprovalRequest } from './approvals';

export type ApprovalRefusal = 'approvalNotPending' | 'refundNotDelivered' | 'orderHasShippedItems' | 'itemAlreadyCancelled';

export function decisionRefusal(request: Pick<ApprovalRequest, 'status'>): ApprovalRefusal | null {
  return request.status === 'pending' ? null : 'approvalNotPending';
}

/** Why the request cannot be approved on this order as it stands now, or null. */
export function approvalRefusal(request: Pick<ApprovalRequest, 'status' | 'kind' | 'items'>, order: Pick<Order, 'items'>): ApprovalRefusal | null {
  const pending = decisionRefusal(request);
  if (pending) return pending;
  const ids = request.items.map((item) => item.id);
  if (request.kind === 'cancel') {
    const refused = cancelRefusal(order, ids);
    // A request always names items of its own order; an item gone from it is as good as cancelled.
    return refused === null || refused === 'orderHasShippedItems' ? refused : 'itemAlreadyCancelled';
  }
  const delivered = new Set(order.items.filter((item) => item.status === 'delivered').map((item) => item.id));
  return ids.every((id) => delivered.has(id)) ? null : 'refundNotDelivered';
}

/** The order after a refund of these delivered items: refunded in full, with the customer's reason. */
export function applyRefund(order: Order, request: Pick<ApprovalRequest, 'items' | 'reason'>): Order {
  const ids = new Set(request.items.map((item) => item.id));
  return {
    ...order,
    refundReason: request.reason,
    items: order.items.map((item) => (ids.has(item.id) ? { ...item, status: 'refunded', refundedQuantity: item.quantity } : item)),
  };
}
