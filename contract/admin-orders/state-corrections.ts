/**
 * Staff corrections of an order's or a package's state (the marketplace or the carrier reported it wrong). An order's
 * state follows its items (orderStatusOf), so correcting it moves the items that have left the seller, and their
 * packages with them; a package's items follow the package. Cancelling stays the cancel flow's (order.rules).
 */
import type { OrderItemStatus, Order, OrderStatus } from '../orders/order.types';
import { orderStatusOf } from '../orders/order.tabs';
import { isActivePackage } from '../packages/package.rules';
import type { Package, PackageStatus } from '../packages/package.types';

/** The states staff may correct an order to: its shipped items reported shipped, delivered, or refunded. */
export const ORDER_CORRECTION_STATUSES = ['shipped', 'completed', 'refund'] as const satisfies readonly OrderStatus[];
export type OrderCorrectionStatus = (typeof ORDER_CORRECTION_STATUSES)[number];

/** The states staff may correct a live package to (a cancelled one stays cancelled). */
export const PACKAGE_CORRECTION_STATUSES = ['packaged', 'delayed', 'shipped', 'delivered', 'undelivered'] as const satisfies readonly PackageStatus[];
export type PackageCorrectionStatus = (typeof PACKAGE_CORRECTION_STATUSES)[number];

export type CorrectionRefusal = 'stateUnchanged' | 'orderNotShipped' | 'orderCancelled' | 'packageStateCancelled';

const ITEM_AFTER_ORDER: Readonly<Record<OrderCorrectionStatus, OrderItemStatus>> = { shipped: 'shipped', completed: 'delivered', refund: 'refunded' };
/** A refund leaves the packages as they were (the goods came back after delivery). */
const PACKAGE_AFTER_ORDER: Readonly<Record<OrderCorrectionStatus, PackageStatus | null>> = { shipped: 'shipped', completed: 'delivered', refund: null };
const ITEM_AFTER_PACKAGE: Readonly<Record<PackageCorrectionStatus, OrderItemStatus>> = {
  packaged: 'packaged',
  delayed: 'packaged',
  shipped: 'shipped',
  undelivered: 'shipped',
  delivered: 'delivered',
};
const WITH_SELLER: ReadonlySet<OrderItemStatus> = new Set(['open', 'packaged']);
const SETTLED: ReadonlySet<OrderItemStatus> = new Set(['cancelled', 'refunded']);

/** Why the order cannot be corrected to `status`, or null. */
export function orderCorrectionRefusal(order: Pick<Order, 'items'>, status: OrderCorrectionStatus): CorrectionRefusal | null {
  const live = order.items.filter((item) => item.status !== 'cancelled');
  if (live.length === 0) return 'orderCancelled';
  if (live.some((item) => WITH_SELLER.has(item.status))) return 'orderNotShipped';
  return orderStatusOf(order) === status ? 'stateUnchanged' : null;
}

/** Why the package cannot be corrected to `status`, or null. */
export function packageCorrectionRefusal(pkg: Pick<Package, 'status'>, status: PackageCorrectionStatus): CorrectionRefusal | null {
  if (!isActivePackage(pkg)) return 'packageStateCancelled';
  return pkg.status === status ? 'stateUnchanged' : null;
}

/** The states the rules allow for this order (what the correction dialog offers). */
export const orderCorrections = (order: Pick<Order, 'items'>): OrderCorrectionStatus[] =>
  ORDER_CORRECTION_STATUSES.filter((status) => orderCorrectionRefusal(order, status) === null);

export const packageCorrections = (pkg: Pick<Package, 'status'>): PackageCorrectionStatus[] =>
  PACKAGE_CORRECTION_STATUSES.filter((status) => packageCorrectionRefusal(pkg, status) === null);

export interface Corrected {
  order: Order;
  /** The packages whose state changed with it. */
  packages: Package[];
}

function movedPackage(pkg: Package, status: PackageStatus, at: string): Package {
  const delivered = status === 'delivered';
  return { ...pkg, status, updatedAt: at, deliveredAt: delivered ? (pkg.deliveredAt ?? at) : null };
}

export function applyOrderCorrection(order: Order, packages: readonly Package[], status: OrderCorrectionStatus, now: number): Corrected | CorrectionRefusal {
  const refused = orderCorrectionRefusal(order, status);
  if (refused) return refused;
  const next = ITEM_AFTER_ORDER[status];
  const items = order.items.map((item) =>
    item.status === 'cancelled' ? item : { ...item, status: next, refundedQuantity: next === 'refunded' ? item.quantity : 0 },
  );
  const packageStatus = PACKAGE_AFTER_ORDER[status];
  const at = new Date(now).toISOString();
  const moved =
    packageStatus === null
      ? []
      : packages.filter((pkg) => isActivePackage(pkg) && pkg.status !== packageStatus).map((pkg) => movedPackage(pkg, packageStatus, at));
  return { order: { ...order, items }, packages: moved };
}

export function applyPackageCorrection(order: Order, pkg: Package, status: PackageCorrectionStatus, now: number): Corrected | CorrectionRefusal {
  const refused = packageCorrectionRefusal(pkg, status);
  if (refused) return refused;
  const inPackage = new Set(pkg.itemIds);
  const next = ITEM_AFTER_PACKAGE[status];
  const items = order.items.map((item) => (inPackage.has(item.id) && !SETTLED.has(item.status) ? { ...item, status: next, packageId: pkg.id } : item));
  return { order: { ...order, items }, packages: [movedPackage(pkg, status, new Date(now).toISOString())] };
}
