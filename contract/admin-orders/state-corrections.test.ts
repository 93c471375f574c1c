import { describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '../orders/order.types';
import type { Package } from '../packages/package.types';
import { applyOrderCorrection, applyPackageCorrection, orderCorrections, packageCorrectionRefusal, packageCorrections } from './state-corrections';

const item = (id: number, status: OrderItem['status']) => ({ id, status, quantity: 2, refundedQuantity: 0, packageId: 7 }) as OrderItem;
const orderOf = (...items: OrderItem[]) => ({ id: 1, items }) as Order;
const pkg = (status: Package['status']) => ({ id: 7, orderId: 1, itemIds: [1, 2], status, updatedAt: '', deliveredAt: null }) as unknown as Package;
const NOW = Date.UTC(2026, 0, 15);

describe('correcting an order', () => {
  it('is offered only once every live item has left the seller, and never to the state it is in', () => {
    expect(orderCorrections(orderOf(item(1, 'shipped'), item(2, 'cancelled')))).toEqual(['completed', 'refund']);
    expect(orderCorrections(orderOf(item(1, 'shipped'), item(2, 'open')))).toEqual([]);
    expect(orderCorrections(orderOf(item(1, 'cancelled')))).toEqual([]);
  });

  it('moves the live items and the live packages with it; a refund leaves the packages as they are', () => {
    const order = orderOf(item(1, 'shipped'), item(2, 'delivered'), item(3, 'cancelled'));
    const completed = applyOrderCorrection(order, [pkg('shipped'), pkg('cancelledBySeller')], 'completed', NOW);
    expect(completed).toMatchObject({ order: { items: [{ status: 'delivered' }, { status: 'delivered' }, { status: 'cancelled' }] } });
    expect(typeof completed !== 'string' && completed.packages.map((p) => [p.status, p.deliveredAt])).toEqual([['delivered', new Date(NOW).toISOString()]]);
    const refunded = applyOrderCorrection(order, [pkg('delivered')], 'refund', NOW);
    expect(refunded).toMatchObject({
      order: { items: [{ status: 'refunded', refundedQuantity: 2 }, { status: 'refunded' }, { status: 'cancelled' }] },
      packages: [],
    });
    expect(applyOrderCorrection(orderOf(item(1, 'packaged')), [], 'shipped', NOW)).toBe('orderNotShipped');
  });
});

describe('correcting a package', () => {
  it('refuses a cancelled package and the state it is in', () => {
    expect(packageCorrectionRefusal(pkg('cancelledByMarketplace'), 'shipped')).toBe('packageStateCancelled');
    expect(packageCorrections(pkg('shipped'))).toEqual(['packaged', 'delayed', 'delivered', 'undelivered']);
  });

  it('moves the package’s items with it', () => {
    const order = orderOf(item(1, 'shipped'), item(2, 'shipped'), { ...item(3, 'open'), packageId: null });
    const corrected = applyPackageCorrection(order, pkg('shipped'), 'delivered', NOW);
    expect(corrected).toMatchObject({
      order: { items: [{ status: 'delivered' }, { status: 'delivered' }, { status: 'open' }] },
      packages: [{ status: 'delivered' }],
    });
  });
});
