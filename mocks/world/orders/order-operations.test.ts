import { beforeEach, describe, expect, it } from 'vitest';
import { orderTabOf } from '@contract/orders/order.tabs';
import type { Order } from '@contract/orders/order.types';
import { isRefusal, refusal } from '../refusal';
import { createWorld, type World } from '../world';
import { packagesOfOrder } from './book-index';
import { orderBookOf } from './order-book';
import { getOrderDetail } from './order-detail';
import { invoiceFile, uploadInvoice } from './order-invoice';
import { cancelItems, createPackage, deleteOrder, orderLogs } from './order-operations';
import { deletePackage, getPackage, recreateLabel, refreshLabel } from './package-operations';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const DAY = 86_400_000;
const SELLER = { userType: 'seller', canceledBy: 'Ayşe Yılmaz' } as const;
let world: World;

function find(companyId: number, test: (order: Order) => boolean): Order {
  const book = orderBookOf(world, companyId)!;
  const order = [...book.orders].reverse().find((candidate) => test(candidate));
  if (!order) throw new Error('no such seeded order');
  return order;
}
const tabOf = (companyId: number, order: Order) => orderTabOf(order, packagesOfOrder(orderBookOf(world, companyId)!, order.id), NOW);
const openWith = (count: number) => (order: Order) =>
  tabOf(1001, order) === 'readyForPackaging' && order.items.filter((item) => item.status === 'open').length >= count;

beforeEach(() => {
  world = createWorld({ now: NOW });
});

describe('cancelling items', () => {
  it('refuses an order with shipped items and an item already cancelled', () => {
    const shipped = find(1001, (order) => order.items.some((item) => item.status === 'shipped'));
    expect(cancelItems(world, 1001, shipped.id, { ...SELLER, itemIds: [shipped.items[0]!.id], reason: 'outOfStock' }, NOW)).toEqual(
      refusal('orderHasShippedItems'),
    );
    const partly = find(1001, (order) => order.items.some((item) => item.status === 'cancelled') && order.items.some((item) => item.status === 'open'));
    const cancelled = partly.items.find((item) => item.status === 'cancelled')!;
    expect(cancelItems(world, 1001, partly.id, { ...SELLER, itemIds: [cancelled.id], reason: 'outOfStock' }, NOW)).toEqual(refusal('itemAlreadyCancelled'));
    expect(cancelItems(world, 1002, partly.id, { ...SELLER, itemIds: [cancelled.id], reason: 'outOfStock' }, NOW)).toBeUndefined();
  });

  it('cancels a packaged item: its package is cancelled by the seller and the other items go back to open', () => {
    const order = find(1001, (candidate) => {
      const packages = packagesOfOrder(orderBookOf(world, 1001)!, candidate.id);
      return packages.length === 1 && packages[0]!.status === 'packaged' && candidate.items.length >= 2;
    });
    const [first, ...rest] = order.items;
    const answer = cancelItems(world, 1001, order.id, { ...SELLER, itemIds: [first!.id], reason: 'outOfStock' }, NOW);
    if (answer === undefined || isRefusal(answer)) throw new Error(JSON.stringify(answer));
    expect(answer.packages[0]).toMatchObject({ status: 'cancelledBySeller', hasLabel: false });
    expect(answer.order.items[0]).toMatchObject({ status: 'cancelled', cancellation: { reason: 'outOfStock', userType: 'seller' } });
    expect(answer.order.items.slice(1).map((item) => item.status)).toEqual(rest.map(() => 'open'));
    expect(answer.order.cancellation).toBeNull();
    expect(orderLogs(world, 1001, order.id)!.items[0]!.log).toContain('Package');
  });

  it('sets the order cancellation when every item goes, and locks for 7 days on Incorrect Pricing', () => {
    const order = find(1001, openWith(2));
    const itemIds = order.items.map((item) => item.id);
    const answer = cancelItems(world, 1001, order.id, { itemIds, reason: 'incorrectPricing', userType: 'admin', canceledBy: 'Deniz Kaya' }, NOW);
    if (answer === undefined || isRefusal(answer)) throw new Error(JSON.stringify(answer));
    expect(answer.order.cancellation).toMatchObject({
      reason: 'incorrectPricing',
      userType: 'admin',
      canceledBy: 'Deniz Kaya',
      date: new Date(NOW).toISOString(),
    });
    expect(answer.locks.length).toBeGreaterThan(0);
    expect(answer.locks.every((lock) => lock.state === 'locked' && lock.marketplace === order.salesChannel)).toBe(true);
    expect(tabOf(1001, answer.order)).toBe('cancelled');
    const later = getOrderDetail(world, 1001, order.id, NOW + 7 * DAY)!;
    expect(later.locks.every((lock) => lock.state === 'unLocked' && lock.productStatus === 'inactive')).toBe(true);
    expect(getOrderDetail(world, 1001, order.id, NOW + 7 * DAY - 1)!.locks.every((lock) => lock.state === 'locked')).toBe(true);
  });
});

describe('packages of an order', () => {
  it('creates a packaged package with a label and puts the items in it', () => {
    const order = find(1001, openWith(2));
    const [item] = order.items;
    const answer = createPackage(world, 1001, order.id, [item!.id], NOW);
    if (answer === undefined || isRefusal(answer)) throw new Error(JSON.stringify(answer));
    const pkg = answer.packages.find((candidate) => candidate.id === answer.packageId)!;
    expect(pkg).toMatchObject({ status: 'packaged', hasLabel: true, labelVersion: 1, itemIds: [item!.id], createdAt: new Date(NOW).toISOString() });
    expect(pkg.tracking?.barcode).toBeTruthy();
    expect(answer.order.items[0]).toMatchObject({ status: 'packaged', packageId: answer.packageId });
    expect(createPackage(world, 1001, order.id, [item!.id], NOW)).toEqual(refusal('itemAlreadyPackaged'));
    expect(getPackage(world, 1001, answer.packageId)?.items.map((i) => i.id)).toEqual([item!.id]);
    expect(getPackage(world, 1002, answer.packageId)).toBeUndefined();
  });

  it('refuses a Turkey-bound package of 1002 over the cap and allows one under it', () => {
    const book = orderBookOf(world, 1002)!;
    const open = book.orders.filter((order) => order.destinationCountry === 'TR' && order.items.every((item) => item.status === 'open'));
    const total = (order: Order) => order.items.reduce((sum, item) => sum + item.price * item.quantity, 0) * world.exchangeRates.TRY!.EUR;
    const over = open.find((order) => total(order) > 160)!;
    const under = open.find((order) => total(order) < 140)!;
    expect(getOrderDetail(world, 1002, over.id, NOW)?.turkeyCap).toMatchObject({ reading: 'eur150', single: { amount: 150, currency: 'EUR' } });
    expect(
      createPackage(
        world,
        1002,
        over.id,
        over.items.map((item) => item.id),
        NOW,
      ),
    ).toEqual(refusal('turkeyPriceCap'));
    expect(
      isRefusal(
        createPackage(
          world,
          1002,
          under.id,
          under.items.map((item) => item.id),
          NOW,
        ),
      ),
    ).toBe(false);
    expect(getOrderDetail(world, 1001, find(1001, () => true).id, NOW)?.turkeyCap).toBeNull();
  });

  it('refreshes and re-creates labels while the package is with the seller, and refuses after it left', () => {
    const book = orderBookOf(world, 1001)!;
    const atSeller = [...book.packages].reverse().find((pkg) => pkg.status === 'packaged' && pkg.hasLabel)!;
    const refreshed = refreshLabel(world, 1001, atSeller.id, NOW);
    expect(refreshed && !isRefusal(refreshed) && refreshed.package.updatedAt).toBe(new Date(NOW).toISOString());
    const recreated = recreateLabel(world, 1001, atSeller.id, NOW);
    if (recreated === undefined || isRefusal(recreated)) throw new Error(JSON.stringify(recreated));
    expect(recreated.package.labelVersion).toBe(atSeller.labelVersion + 1);
    expect(recreated.package.tracking?.barcode).not.toBe(atSeller.tracking?.barcode);
    const shipped = book.packages.find((pkg) => pkg.status === 'shipped')!;
    expect(recreateLabel(world, 1001, shipped.id, NOW)).toEqual(refusal('packageNotAtSeller'));
    const noLabel = book.packages.find((pkg) => pkg.status === 'packaged' && !pkg.hasLabel)!;
    expect(refreshLabel(world, 1001, noLabel.id, NOW)).toEqual(refusal('packageHasNoLabel'));
    const cancelled = book.packages.find((pkg) => pkg.status === 'cancelledByMarketplace')!;
    expect(refreshLabel(world, 1001, cancelled.id, NOW)).toEqual(refusal('packageCancelled'));
    expect(recreateLabel(world, 1001, cancelled.id, NOW)).toEqual(refusal('packageCancelled'));
  });

  it('deletes a package at the seller (items back to open) and refuses a shipped one', () => {
    const book = orderBookOf(world, 1001)!;
    const pkg = [...book.packages].reverse().find((candidate) => candidate.status === 'packaged')!;
    expect(deletePackage(world, 1001, pkg.id, NOW)).toBeNull();
    expect(getPackage(world, 1001, pkg.id)).toBeUndefined();
    const order = getOrderDetail(world, 1001, pkg.orderId, NOW)!.order;
    expect(order.items.filter((item) => pkg.itemIds.includes(item.id)).every((item) => item.status === 'open' && item.packageId === null)).toBe(true);
    const shipped = book.packages.find((candidate) => candidate.status === 'shipped')!;
    expect(deletePackage(world, 1001, shipped.id, NOW)).toEqual(refusal('packageNotAtSeller'));
    expect(deletePackage(world, 1001, 42, NOW)).toBeUndefined();
  });
});

describe('invoices and deletion', () => {
  it('keeps the uploaded PDF and refuses a fully cancelled order', () => {
    const order = find(1001, (candidate) => candidate.invoice === null && tabOf(1001, candidate) === 'packaged');
    const contentBase64 = btoa('%PDF-1.4 test');
    const answer = uploadInvoice(world, 1001, order.id, { number: 'A-1', date: '2026-01-14', fileName: 'a.pdf', contentBase64 }, NOW);
    if (answer === undefined || isRefusal(answer)) throw new Error(JSON.stringify(answer));
    expect(answer.order.invoice).toEqual({ number: 'A-1', date: '2026-01-14', fileName: 'a.pdf', uploadedAt: new Date(NOW).toISOString() });
    expect(invoiceFile(world, 1001, order.id)).toEqual({ fileName: 'a.pdf', contentBase64 });
    const seeded = find(1001, (candidate) => candidate.invoice !== null);
    expect(atob(invoiceFile(world, 1001, seeded.id)!.contentBase64)).toMatch(/^%PDF-/);
    const cancelled = find(1001, (candidate) => candidate.items.every((item) => item.status === 'cancelled'));
    expect(uploadInvoice(world, 1001, cancelled.id, { number: 'B', date: '2026-01-14', fileName: 'b.pdf', contentBase64 }, NOW)).toEqual(
      refusal('orderCancelled'),
    );
  });

  it('deletes an order with its packages', () => {
    const order = find(1001, (candidate) => packagesOfOrder(orderBookOf(world, 1001)!, candidate.id).length > 0);
    const packageIds = packagesOfOrder(orderBookOf(world, 1001)!, order.id).map((pkg) => pkg.id);
    expect(deleteOrder(world, 1002, order.id)).toBe(false);
    expect(deleteOrder(world, 1001, order.id)).toBe(true);
    expect(getOrderDetail(world, 1001, order.id, NOW)).toBeUndefined();
    expect(packageIds.map((id) => getPackage(world, 1001, id))).toEqual(packageIds.map(() => undefined));
  });
});
