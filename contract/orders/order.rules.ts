/**
 * The order and package state machine (spec §4). Pure: the sandbox applies it to its world,
 * and the SPA uses the refusals to disable a button and say why before the click.
 */
import { DAY_MS } from '../lists/date-range';
import { INCORRECT_PRICING_LOCK_DAYS } from '../constants';
import { isActivePackage } from '../packages/package.rules';
import type { Package } from '../packages/package.types';
import { checkTurkeyCap, type CapCheck, type TurkeyCapInfo } from '../packages/turkey-cap';
import type { CancelReason, CancelUserType, MarketplaceLock, Order, OrderItem } from './order.types';

export type OrderRefusal =
  | 'orderHasShippedItems'
  | 'itemAlreadyCancelled'
  | 'noItemsSelected'
  | 'itemNotInOrder'
  | 'itemNotOpen'
  | 'itemAlreadyPackaged'
  | 'turkeyPriceCap'
  | 'orderCancelled';

const SHIPPED = new Set(['shipped', 'delivered', 'refunded']);

export function hasShippedItems(order: Pick<Order, 'items'>): boolean {
  return order.items.some((item) => SHIPPED.has(item.status));
}

function selected(order: Pick<Order, 'items'>, itemIds: readonly number[]): OrderItem[] | 'noItemsSelected' | 'itemNotInOrder' {
  if (itemIds.length === 0) return 'noItemsSelected';
  const items = itemIds.map((id) => order.items.find((item) => item.id === id));
  return items.every((item): item is OrderItem => item !== undefined) ? items : 'itemNotInOrder';
}

/** Why these items cannot be cancelled, or null when they can. */
export function cancelRefusal(order: Pick<Order, 'items'>, itemIds: readonly number[]): OrderRefusal | null {
  const items = selected(order, itemIds);
  if (typeof items === 'string') return items;
  if (items.some((item) => item.status === 'cancelled')) return 'itemAlreadyCancelled';
  if (hasShippedItems(order)) return 'orderHasShippedItems';
  return null;
}

export function itemCancelRefusal(order: Pick<Order, 'items'>, item: OrderItem): OrderRefusal | null {
  return cancelRefusal(order, [item.id]);
}

export function cancellableItems(order: Pick<Order, 'items'>): OrderItem[] {
  return order.items.filter((item) => cancelRefusal(order, [item.id]) === null);
}

export function packageableItems(order: Pick<Order, 'items'>): OrderItem[] {
  return order.items.filter((item) => item.status === 'open');
}

export interface PackagePlan {
  items: OrderItem[];
  total: number;
  /** The order's live items go out in more than one package. */
  split: boolean;
  cap: CapCheck | null;
}

/** What a new package of these items would hold, and whether the Turkey-bound price cap allows it. */
export function planPackage(order: Pick<Order, 'items'>, itemIds: readonly number[], capInfo: TurkeyCapInfo | null): PackagePlan | OrderRefusal {
  const items = selected(order, itemIds);
  if (typeof items === 'string') return items;
  if (items.some((item) => item.packageId !== null && item.status === 'packaged')) return 'itemAlreadyPackaged';
  if (items.some((item) => item.status !== 'open')) return 'itemNotOpen';
  const total = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  const live = order.items.filter((item) => item.status !== 'cancelled');
  const split = items.length < live.length;
  const cap = capInfo ? checkTurkeyCap(capInfo, total, split) : null;
  if (cap?.over) return 'turkeyPriceCap';
  return { items, total, split, cap };
}

export interface CancelInput {
  itemIds: readonly number[];
  reason: CancelReason;
  userType: CancelUserType;
  canceledBy: string;
  now: number;
}

export interface CancelOutcome {
  order: Order;
  /** Packages that held a cancelled item, now cancelled by the seller (their other items go back to open). */
  cancelledPackages: Package[];
  /** Incorrect Pricing locks each cancelled product on the order's marketplace. */
  locks: MarketplaceLock[];
}

export function applyCancel(order: Order, packages: readonly Package[], input: CancelInput): CancelOutcome | OrderRefusal {
  const refusal = cancelRefusal(order, input.itemIds);
  if (refusal) return refusal;
  const date = new Date(input.now).toISOString();
  const cancellation = { canceledBy: input.canceledBy, date, reason: input.reason, userType: input.userType };
  const cancelledIds = new Set(input.itemIds);
  const hit = new Set(order.items.filter((item) => cancelledIds.has(item.id) && item.packageId !== null).map((item) => item.packageId));
  const cancelledPackages = packages
    .filter((pkg) => hit.has(pkg.id) && isActivePackage(pkg))
    .map((pkg) => ({ ...pkg, status: 'cancelledBySeller' as const, hasLabel: false, updatedAt: date }));
  const items = order.items.map((item): OrderItem => {
    if (cancelledIds.has(item.id)) return { ...item, status: 'cancelled', cancelledQuantity: item.quantity, packageId: null, cancellation };
    if (item.packageId !== null && hit.has(item.packageId)) return { ...item, status: 'open', packageId: null };
    return item;
  });
  const allCancelled = items.every((item) => item.status === 'cancelled');
  const next = { ...order, items, cancellation: allCancelled ? cancellation : order.cancellation };
  const locks =
    input.reason === 'incorrectPricing'
      ? order.items.filter((item) => cancelledIds.has(item.id)).map((item) => incorrectPricingLock(item.sku, order.salesChannel, input.now))
      : [];
  return { order: next, cancelledPackages, locks };
}

export function incorrectPricingLock(sku: string, marketplace: Order['salesChannel'], now: number): MarketplaceLock {
  return {
    sku,
    marketplace,
    reason: 'incorrectPricing',
    state: 'locked',
    productStatus: 'inactive',
    lockedAt: new Date(now).toISOString(),
    until: new Date(now + INCORRECT_PRICING_LOCK_DAYS * DAY_MS).toISOString(),
  };
}

/** The lock as it stands at `now`: after 7 days it lifts by itself and the product stays inactive. */
export function lockAt(lock: MarketplaceLock, now: number): MarketplaceLock {
  return Date.parse(lock.until) <= now ? { ...lock, state: 'unLocked' } : { ...lock, state: 'locked' };
}

/** Items a new package takes; they become packaged and point at it. */
export function packItems(order: Order, itemIds: readonly number[], packageId: number): Order {
  const ids = new Set(itemIds);
  return { ...order, items: order.items.map((item) => (ids.has(item.id) ? { ...item, status: 'packaged', packageId } : item)) };
}

/** Deleting (or cancelling) a package sends its items back to open. */
export function unpackItems(order: Order, packageId: number): Order {
  return {
    ...order,
    items: order.items.map((item) => (item.packageId === packageId && item.status === 'packaged' ? { ...item, status: 'open', packageId: null } : item)),
  };
}

export function invoiceRefusal(order: Pick<Order, 'items'>): OrderRefusal | null {
  return order.items.every((item) => item.status === 'cancelled') ? 'orderCancelled' : null;
}
