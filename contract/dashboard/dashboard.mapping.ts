/**
 * How the dashboard's order stages and package states (spec §4) sit on the orders' and packages' own statuses and
 * tabs. Each order falls in exactly one stage and each package in exactly one state, so the figures add up to the
 * lists' totals:
 *
 *   order stage  order tab(s)                    package state  package status(es)              package tab(s)
 *   open         readyForPackaging               pending        packaged                        awaitingInvoice, packaged
 *   preparing    packaged                        inTransit      shipped                         shipped
 *   shipped      shipped                         delivered      delivered                       delivered
 *   delay        delayed, delayedPackage         exception      undelivered                     undelivered
 *   cancel       cancelled                       delay          delayed                         delayedPackage
 *   refund       refunded                        expired        cancelledBySeller/-Marketplace  other
 *   completed    completed
 *
 * A rejected order is a cancelled one whose cancellation the seller's side made for out of stock, incorrect pricing
 * or sourcing delay, or that the system made by itself (auto cancel); a customer's or marketplace's demand is not a
 * rejection.
 */
import type { OrderTab } from '../orders/order.tabs';
import type { Cancellation } from '../orders/order.types';
import type { PackageStatus, PackageTab } from '../packages/package.types';
import type { OrderStage, PackageState, RejectedReason } from './dashboard.types';

export const ORDER_STAGE_TABS: Record<OrderStage, readonly OrderTab[]> = {
  open: ['readyForPackaging'],
  preparing: ['packaged'],
  shipped: ['shipped'],
  delay: ['delayed', 'delayedPackage'],
  cancel: ['cancelled'],
  refund: ['refunded'],
  completed: ['completed'],
};

const STAGE_OF_TAB = Object.fromEntries(Object.entries(ORDER_STAGE_TABS).flatMap(([stage, tabs]) => tabs.map((tab) => [tab, stage]))) as Record<
  OrderTab,
  OrderStage
>;

export function orderStageOfTab(tab: OrderTab): OrderStage {
  return STAGE_OF_TAB[tab];
}

export const PACKAGE_STATE_STATUSES: Record<PackageState, readonly PackageStatus[]> = {
  pending: ['packaged'],
  inTransit: ['shipped'],
  delivered: ['delivered'],
  exception: ['undelivered'],
  delay: ['delayed'],
  expired: ['cancelledBySeller', 'cancelledByMarketplace'],
};

export const PACKAGE_STATE_TABS: Record<PackageState, readonly PackageTab[]> = {
  pending: ['awaitingInvoice', 'packaged'],
  inTransit: ['shipped'],
  delivered: ['delivered'],
  exception: ['undelivered'],
  delay: ['delayedPackage'],
  expired: ['other'],
};

const STATE_OF_STATUS = Object.fromEntries(
  Object.entries(PACKAGE_STATE_STATUSES).flatMap(([state, statuses]) => statuses.map((status) => [status, state])),
) as Record<PackageStatus, PackageState>;

export function packageStateOf(status: PackageStatus): PackageState {
  return STATE_OF_STATUS[status];
}

const SELLER_REJECTIONS: ReadonlySet<string> = new Set(['outOfStock', 'incorrectPricing', 'sourcingDelay']);

export function rejectedReasonOf(cancellation: Pick<Cancellation, 'reason' | 'userType'>): RejectedReason | null {
  if (cancellation.userType === 'system') return 'autoCancel';
  if (cancellation.userType === 'customer') return null;
  return SELLER_REJECTIONS.has(cancellation.reason) ? (cancellation.reason as RejectedReason) : null;
}
