import { describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '../orders/order.types';
import { applyRefund, approvalRefusal, decisionRefusal } from './approval-rules';
import type { ApprovalRequest } from './approvals';

const item = (id: number, status: OrderItem['status']) => ({ id, status, quantity: 2, refundedQuantity: 0 }) as OrderItem;
const orderOf = (...items: OrderItem[]) => ({ id: 1, items, refundReason: null }) as Order;
const request = (kind: ApprovalRequest['kind'], ids: number[], status: ApprovalRequest['status'] = 'pending') => ({
  kind,
  status,
  reason: 'Changed mind',
  items: ids.map((id) => ({ id, sku: `S-${id}`, name: 'x', quantity: 2, price: 1 })),
});

describe('approving a request', () => {
  it('decides a pending request only', () => {
    expect(decisionRefusal({ status: 'approved' })).toBe('approvalNotPending');
    expect(approvalRefusal(request('refund', [1], 'rejected'), orderOf(item(1, 'delivered')))).toBe('approvalNotPending');
  });

  it('cancels by the cancel rules: not once an item has shipped, and not an item already cancelled', () => {
    expect(approvalRefusal(request('cancel', [1]), orderOf(item(1, 'open'), item(2, 'packaged')))).toBeNull();
    expect(approvalRefusal(request('cancel', [1]), orderOf(item(1, 'open'), item(2, 'shipped')))).toBe('orderHasShippedItems');
    expect(approvalRefusal(request('cancel', [1]), orderOf(item(1, 'cancelled')))).toBe('itemAlreadyCancelled');
  });

  it('refunds delivered items only, in full and with the customer’s reason', () => {
    expect(approvalRefusal(request('refund', [1]), orderOf(item(1, 'shipped')))).toBe('refundNotDelivered');
    const refunded = applyRefund(orderOf(item(1, 'delivered'), item(2, 'delivered')), request('refund', [1]));
    expect(refunded.items.map((entry) => [entry.status, entry.refundedQuantity])).toEqual([
      ['refunded', 2],
      ['delivered', 0],
    ]);
    expect(refunded.refundReason).toBe('Changed mind');
  });
});
