/**
 * What a seller (or staff) does to an order, applied to the world with the contract's rules. Each answers the
 * new detail, a refusal, or undefined when the order is not this company's.
 */
import type { CreatedPackageAnswer, OrderDetailAnswer, OrderLogsAnswer } from '@contract/orders/order.api';
import { applyCancel, packItems, planPackage } from '@contract/orders/order.rules';
import type { CancelReason, CancelUserType } from '@contract/orders/order.types';
import { findCompany } from '../lookups';
import type { Refusal } from '../refusal';
import type { World } from '../world';
import { packagesOfOrder, putOrder, putPackage, removeOrder } from './book-index';
import { ID_SPACE } from './generation-context';
import { appendLog, logsOfOrder } from './order-logs';
import { detailOf, orderInBook, turkeyCapOf } from './order-detail';
import { orderRefusal } from './order-refusal';
import { buildPackage } from './package-factory';

export function orderLogs(world: World, companyId: number, orderId: number): OrderLogsAnswer | undefined {
  const found = orderInBook(world, companyId, orderId);
  return found && { items: logsOfOrder(world.seed, found.book, found.order, world.createdAt) };
}

export interface CancelRequest {
  itemIds: readonly number[];
  reason: CancelReason;
  userType: CancelUserType;
  canceledBy: string;
}

export function cancelItems(world: World, companyId: number, orderId: number, request: CancelRequest, now: number): OrderDetailAnswer | Refusal | undefined {
  const found = orderInBook(world, companyId, orderId);
  if (!found) return undefined;
  const { book, order } = found;
  const outcome = applyCancel(order, packagesOfOrder(book, orderId), { ...request, now });
  if (typeof outcome === 'string') return orderRefusal(outcome);
  putOrder(book, outcome.order);
  for (const pkg of outcome.cancelledPackages) putPackage(book, { ...pkg, deliveryState: 'Cancelled by seller' });
  book.locks.push(...outcome.locks);
  const skus = order.items.filter((item) => request.itemIds.includes(item.id)).map((item) => item.sku);
  appendLog(world.seed, book, outcome.order, `Cancelled ${skus.join(', ')} (${request.reason}) by ${request.canceledBy} as ${request.userType}.`, now);
  for (const pkg of outcome.cancelledPackages)
    appendLog(world.seed, book, outcome.order, `Package ${pkg.id} cancelled with the cancelled items.`, now, 'warning');
  return detailOf(world, book, outcome.order, now);
}

export function createPackage(
  world: World,
  companyId: number,
  orderId: number,
  itemIds: readonly number[],
  now: number,
): CreatedPackageAnswer | Refusal | undefined {
  const found = orderInBook(world, companyId, orderId);
  if (!found) return undefined;
  const { book, order } = found;
  const plan = planPackage(order, itemIds, turkeyCapOf(world, order));
  if (typeof plan === 'string') return orderRefusal(plan);
  const packageId = companyId * ID_SPACE + book.nextPackageSeq;
  book.nextPackageSeq += 1;
  const packed = packItems(order, itemIds, packageId);
  const pkg = buildPackage({
    id: packageId,
    order: packed,
    items: plan.items,
    status: 'packaged',
    sellerCountry: findCompany(world, companyId)?.country ?? '',
    hasLabel: true,
    smartCustomsApproval: false,
    events: { packedAt: now },
  });
  putOrder(book, packed);
  putPackage(book, pkg);
  appendLog(
    world.seed,
    book,
    packed,
    `Package ${packageId} created with ${plan.items.map((item) => item.sku).join(', ')}; label ${pkg.tracking?.barcode ?? ''}.`,
    now,
  );
  return { ...detailOf(world, book, packed, now), packageId };
}

/** Staff only (the caller checks): the order, its packages, added logs and invoice file go. */
export function deleteOrder(world: World, companyId: number, orderId: number): boolean {
  const found = orderInBook(world, companyId, orderId);
  if (!found) return false;
  removeOrder(found.book, orderId);
  delete found.book.addedLogs[orderId];
  delete found.book.invoiceFiles[orderId];
  return true;
}
