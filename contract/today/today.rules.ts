/**
 * What enters Today and why, group by group, over a service's own books at a moment. Each group reuses the rule its
 * screen and badge use (a question waiting at `now`, a claim waiting for the decision, an order's tab, a package's
 * tab, a lock as it stands), so the list, the lists it links to and the sidebar badges agree.
 */
import { claimDecideBy, CLAIM_DECISION_URGENT_MS, isAwaitingSeller } from '../claims/claim.rules';
import type { Claim } from '../claims/claim.types';
import { DAY_MS } from '../lists/date-range';
import { untranslated } from '../localized-name';
import type { Message, MessageTopic } from '../messages/message.types';
import { isUnread } from '../messages/message.types';
import { mpProductQueryToRaw } from '../catalog/mp-product.query';
import { lockAt } from '../orders/order.rules';
import { orderQueryToRaw } from '../orders/order.query';
import { orderTabOf } from '../orders/order.tabs';
import type { MarketplaceLock, Order } from '../orders/order.types';
import { packageTabOf } from '../packages/package.rules';
import type { Package } from '../packages/package.types';
import { EXPIRY_URGENT_MS, isAwaitingSellerAt } from '../questions/question.rules';
import { importErrorsPath } from '../imports/import-paths';
import { IMPORT_KINDS, IMPORT_METHODS } from '../imports/import.types';
import { pathOf } from '../routes';
import { TRANSACTION_KEEP_MS, type Transaction } from '../transactions/transaction.types';
import type { Product, Variant } from '../catalog/catalog.types';
import type { Ticket } from '../tickets/ticket.types';
import type { TodayItem } from './today.types';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** An item due before the end of the UTC day of `now` is due today (the orders list reads days in UTC too). */
export function endOfUtcDay(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}

/** Questions waiting for the seller at `now` (what the badge counts); an expired one has left. Each opens its reply. */
export function questionItems(tickets: readonly Ticket[], now: number): TodayItem[] {
  return tickets
    .filter((ticket) => isAwaitingSellerAt(ticket, now))
    .map((ticket) => ({
      group: 'questions',
      reason: 'questionWaiting',
      key: `questions:${ticket.id}`,
      name: untranslated(ticket.subject),
      reference: ticket.productName,
      deadline: ticket.expiresAt,
      urgentMs: EXPIRY_URGENT_MS,
      link: pathOf('questionDetail', { questionId: ticket.id }),
    }));
}

/** Claims waiting for the seller's decision (what the badge counts), due by the marketplace's decision window. */
export function claimItems(claims: readonly Claim[]): TodayItem[] {
  return claims.filter(isAwaitingSeller).map((claim) => ({
    group: 'claims',
    reason: 'claimWaiting',
    key: `claims:${claim.id}`,
    name: { en: claim.reasonEn, tr: claim.reason },
    reference: claim.marketplaceNumber,
    deadline: claimDecideBy(claim),
    urgentMs: CLAIM_DECISION_URGENT_MS,
    link: pathOf('claimDetail', { claimId: claim.id }),
  }));
}

function packagesByOrder(packages: readonly Package[]): Map<number, Package[]> {
  const byOrder = new Map<number, Package[]>();
  for (const pkg of packages) byOrder.set(pkg.orderId, [...(byOrder.get(pkg.orderId) ?? []), pkg]);
  return byOrder;
}

/**
 * Order items still to be packed whose own due date falls today or has passed. Each opens the orders list on the tab
 * the order sits in (Delayed for a late open order), filtered to the order.
 */
export function shippingItems(orders: readonly Order[], packages: readonly Package[], now: number): TodayItem[] {
  const byOrder = packagesByOrder(packages);
  const dayEnd = endOfUtcDay(now);
  return orders.flatMap((order) =>
    order.items
      .filter((item) => item.status === 'open' && Date.parse(item.dueDate) < dayEnd)
      .map((item): TodayItem => {
        const tab = orderTabOf(order, byOrder.get(order.id) ?? [], now);
        return {
          group: 'shipping',
          reason: Date.parse(item.dueDate) <= now ? 'itemLate' : 'itemDueToday',
          key: `shipping:${order.id}:${item.id}`,
          name: untranslated(item.name),
          reference: order.marketplaceOrderId,
          deadline: item.dueDate,
          urgentMs: DAY_MS,
          link: withQuery(pathOf('orders'), orderQueryToRaw({ tab, marketplaceOrderId: order.marketplaceOrderId })),
        };
      }),
  );
}

function orderIndex(orders: readonly Order[]): Map<number, Order> {
  return new Map(orders.map((order) => [order.id, order]));
}

/** A package's name: its first item's. */
function packageName(pkg: Package, order: Order | undefined): string {
  return order?.items.find((item) => pkg.itemIds.includes(item.id))?.name ?? pkg.marketplacePackageId;
}

/** Packages the carrier reports delayed: due by their estimated shipping date; each opens its detail. */
export function delayedPackageItems(packages: readonly Package[], orders: readonly Order[]): TodayItem[] {
  const byId = orderIndex(orders);
  return packages
    .filter((pkg) => pkg.status === 'delayed')
    .map((pkg) => ({
      group: 'delayedPackages',
      reason: 'packageDelayed',
      key: `delayedPackages:${pkg.id}`,
      name: untranslated(packageName(pkg, byId.get(pkg.orderId))),
      reference: pkg.marketplacePackageId,
      deadline: pkg.esd,
      urgentMs: DAY_MS,
      link: pathOf('packageDetail', { packageId: pkg.id }),
    }));
}

/** Packages on the Awaiting Invoice tab (their order has no invoice yet): each opens its order, where it is uploaded. */
export function invoiceItems(packages: readonly Package[], orders: readonly Order[]): TodayItem[] {
  const byId = orderIndex(orders);
  return packages.flatMap((pkg): TodayItem[] => {
    const order = byId.get(pkg.orderId);
    if (!order || packageTabOf(pkg, order.invoice !== null) !== 'awaitingInvoice') return [];
    return [
      {
        group: 'invoices',
        reason: 'invoiceMissing',
        key: `invoices:${pkg.id}`,
        name: untranslated(packageName(pkg, order)),
        reference: order.marketplaceOrderId,
        deadline: pkg.esd,
        urgentMs: DAY_MS,
        link: pathOf('orderDetail', { orderId: order.id }),
      },
    ];
  });
}

/** Incorrect Pricing locks that lift within a day (the product stays inactive after): each opens the SKU's marketplace products. */
export function pricingLockItems(locks: readonly MarketplaceLock[], now: number): TodayItem[] {
  return locks
    .filter((lock) => lock.reason === 'incorrectPricing' && lockAt(lock, now).state === 'locked' && Date.parse(lock.until) - now <= DAY_MS)
    .map((lock) => ({
      group: 'pricingLocks',
      reason: 'pricingLockLifts',
      key: `pricingLocks:${lock.marketplace}:${lock.sku}`,
      name: untranslated(lock.sku),
      reference: lock.marketplace,
      deadline: lock.until,
      urgentMs: DAY_MS,
      link: withQuery(pathOf('mpProducts'), mpProductQueryToRaw({ sku: lock.sku })),
    }));
}

/** The topics that ask the seller for something (an invitation to answer, a notice to act on). */
export const ASKING_TOPICS: readonly MessageTopic[] = ['campaign', 'accountNotice'];

/** Unread messages that ask for something: each opens the message (opening it reads it, and it leaves). */
export function messageItems(messages: readonly Message[]): TodayItem[] {
  return messages
    .filter((message) => isUnread(message) && ASKING_TOPICS.includes(message.topic))
    .map((message) => ({
      group: 'messages',
      reason: 'messageAsks',
      key: `messages:${message.id}`,
      name: message.subject,
      reference: message.marketplace ?? '',
      deadline: null,
      urgentMs: null,
      link: pathOf('messageDetail', { messageId: message.id }),
    }));
}

/** An import whose refused rows are still unsent turns urgent this long before they are gone. */
const IMPORT_URGENT_MS = 3 * DAY_MS;

/**
 * Each importer's latest import, when it ended with refused rows: they wait to be fixed and sent again (a later
 * import of the same kind, from the error file or the Import Errors tab, takes its place). Due when the portal stops
 * keeping them; each opens its Import Errors tab.
 */
export function importItems(latestImports: readonly Transaction[]): TodayItem[] {
  return IMPORT_KINDS.flatMap((kind): TodayItem[] => {
    const latest = latestImports.filter((transaction) => transaction.method === IMPORT_METHODS[kind]).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
    const link = latest && importErrorsPath(latest);
    if (!latest || latest.importErrorFile === null || !link) return [];
    return [
      {
        group: 'imports',
        reason: 'importRowsRefused',
        key: `imports:${latest.id}`,
        name: untranslated(latest.file ?? latest.id),
        reference: latest.id,
        deadline: new Date(Date.parse(latest.date) + TRANSACTION_KEEP_MS).toISOString(),
        urgentMs: IMPORT_URGENT_MS,
        link,
      },
    ];
  });
}

/**
 * Products a marketplace refused in validation (a variant in its `error` state, spec §4): one item per product and
 * marketplace, with no deadline (they sort after everything due). Each opens Marketplace Products on its Error tab,
 * filtered to the product on that marketplace, where the marketplace's message is shown.
 */
export function validationItems(products: readonly Product[], variants: readonly Variant[]): TodayItem[] {
  const live = new Map(products.filter((product) => !product.deletedAt).map((product) => [product.id, product]));
  const items = new Map<string, TodayItem>();
  for (const variant of variants) {
    const product = live.get(variant.productId);
    if (!product) continue;
    for (const state of variant.marketplaces) {
      const key = `validation:${product.id}:${state.marketplace}`;
      if (state.status !== 'error' || items.has(key)) continue;
      items.set(key, {
        group: 'validation',
        reason: 'validationFailed',
        key,
        name: untranslated(product.name),
        reference: state.marketplace,
        deadline: null,
        urgentMs: null,
        link: withQuery(pathOf('mpProducts'), mpProductQueryToRaw({ tab: 'error', productId: String(product.id), marketplace: state.marketplace })),
      });
    }
  }
  return [...items.values()];
}
