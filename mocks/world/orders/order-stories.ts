/** What has happened to a generated order by the world's reference time: its items, packages, invoice, refunds. */
import { DAY_MS } from '@contract/lists/date-range';
import { incorrectPricingLock } from '@contract/orders/order.rules';
import { CANCEL_REASONS, type Cancellation, type CancelUserType, type Order, type OrderItem } from '@contract/orders/order.types';
import type { PackageStatus } from '@contract/packages/package.types';
import { pick, type Random } from '../prng';
import { between, HOUR_MS, ID_SPACE, iso, weighted, type GenerationContext } from './generation-context';
import { buildPackage, type PackageEvents } from './package-factory';

export type Story =
  | 'open'
  | 'openPartCancelled'
  | 'packaged'
  | 'delayedPackage'
  | 'shipped'
  | 'undelivered'
  | 'completed'
  | 'partRefund'
  | 'refunded'
  | 'cancelled'
  | 'cancelledAfterPackage';

const NOT_DUE: readonly (readonly [Story, number])[] = [
  ['open', 58],
  ['openPartCancelled', 5],
  ['packaged', 22],
  ['shipped', 6],
  ['cancelled', 6],
  ['cancelledAfterPackage', 3],
  ['delayedPackage', 3],
];
const JUST_DUE: readonly (readonly [Story, number])[] = [
  ['open', 12],
  ['packaged', 10],
  ['delayedPackage', 13],
  ['shipped', 42],
  ['undelivered', 3],
  ['cancelled', 10],
  ['cancelledAfterPackage', 4],
  ['completed', 6],
];
const RECENT: readonly (readonly [Story, number])[] = [
  ['shipped', 28],
  ['undelivered', 5],
  ['completed', 45],
  ['refunded', 5],
  ['partRefund', 3],
  ['cancelled', 8],
  ['cancelledAfterPackage', 3],
  ['delayedPackage', 2],
  ['open', 1],
];
const OLD: readonly (readonly [Story, number])[] = [
  ['completed', 72],
  ['partRefund', 4],
  ['refunded', 7],
  ['cancelled', 10],
  ['cancelledAfterPackage', 3],
  ['undelivered', 2],
  ['open', 1],
  ['shipped', 1],
];
const USER_TYPES = [
  ['seller', 35],
  ['system', 20],
  ['api', 15],
  ['admin', 10],
  ['customer', 20],
] as const;
export const REFUND_REASONS = ['Damaged product', 'Wrong size', 'Not as described', 'Changed mind', 'Late delivery'];
const SELLER_FAULT = new Set(['outOfStock', 'sourcingDelay', 'incorrectPricing']);
const MARKETPLACE_SIDE = ['system', 'customer', 'api'] as const;
const SELLER_SIDE = ['seller', 'admin'] as const;
const SYSTEM_REASONS = ['missingCustomerInfo', 'sourcingDelay'] as const;

export function storyFor(random: Random, at: number, dueAt: number, now: number, itemCount: number): Story {
  const age = now - at;
  const story = weighted(random, dueAt > now ? NOT_DUE : age < 6 * DAY_MS ? JUST_DUE : age < 15 * DAY_MS ? RECENT : OLD);
  if (itemCount > 1) return story;
  return story === 'openPartCancelled' ? 'open' : story === 'partRefund' ? 'refunded' : story;
}

function cancellationOf(context: GenerationContext, order: Order, at: number, userType: CancelUserType): Cancellation {
  const { random, input } = context;
  const reason = userType === 'customer' ? 'customerDemand' : userType === 'system' ? pick(random, SYSTEM_REASONS) : pick(random, CANCEL_REASONS);
  const canceledBy = { seller: input.sellerName, admin: 'Tezgah Support', system: 'System', api: 'API integration', customer: order.customerName }[userType];
  return { canceledBy, date: iso(at), reason, userType };
}

/** The generator owns the fresh order and items it passes here, so they are changed in place (no copies). */
function cancelItems(context: GenerationContext, order: Order, items: readonly OrderItem[], cancellation: Cancellation): void {
  const penalty = (cancellation.userType === 'seller' || cancellation.userType === 'admin') && SELLER_FAULT.has(cancellation.reason);
  for (const item of items) {
    if (cancellation.reason === 'incorrectPricing') context.locks.push(incorrectPricingLock(item.sku, order.salesChannel, Date.parse(cancellation.date)));
    item.status = 'cancelled';
    item.cancelledQuantity = item.quantity;
    item.packageId = null;
    item.cancellation = cancellation;
    item.subjectToPenalty = penalty;
  }
}

function pack(context: GenerationContext, order: Order, items: readonly OrderItem[], status: PackageStatus, events: PackageEvents): number {
  context.packageSeq += 1;
  const id = context.input.company.id * ID_SPACE + context.packageSeq;
  const hasLabel = !status.startsWith('cancelled') && (status !== 'packaged' || context.random() < 0.9);
  context.packages.push(
    buildPackage({
      id,
      order,
      items,
      status,
      sellerCountry: context.input.company.country,
      hasLabel,
      smartCustomsApproval: context.random() < 0.7,
      events,
    }),
  );
  return id;
}

function addInvoice(context: GenerationContext, order: Order, chance: number, at: number): void {
  if (context.random() >= chance) return;
  const number = `INV${order.id}`;
  order.invoice = { number, date: iso(at).slice(0, 10), fileName: `${number}.pdf`, uploadedAt: iso(at + HOUR_MS) };
}

function cancelStory(context: GenerationContext, order: Order, story: Story, at: number): void {
  const { random } = context;
  if (story === 'cancelledAfterPackage') {
    const packedAt = between(context, at + HOUR_MS, at + DAY_MS);
    const byMarketplace = random() < 0.5;
    const userType: CancelUserType = byMarketplace ? pick(random, MARKETPLACE_SIDE) : pick(random, SELLER_SIDE);
    const cancellation = cancellationOf(context, order, between(context, packedAt + HOUR_MS, packedAt + 2 * DAY_MS), userType);
    pack(context, order, order.items, byMarketplace ? 'cancelledByMarketplace' : 'cancelledBySeller', { packedAt, endedAt: Date.parse(cancellation.date) });
    cancelItems(context, order, order.items, cancellation);
    order.cancellation = cancellation;
    return;
  }
  const cancellation = cancellationOf(context, order, between(context, at + 600_000, at + 2 * DAY_MS), weighted(random, USER_TYPES));
  cancelItems(context, order, story === 'openPartCancelled' ? order.items.slice(-1) : order.items, cancellation);
  if (story === 'cancelled') order.cancellation = cancellation;
}

function packagedStory(context: GenerationContext, order: Order, status: 'packaged' | 'delayed', packedAt: number): void {
  const split = status === 'packaged' && order.items.length > 1 && context.random() < 0.15 ? Math.ceil(order.items.length / 2) : order.items.length;
  for (const part of [order.items.slice(0, split), order.items.slice(split)]) {
    if (part.length === 0) continue;
    const packageId = pack(context, order, part, status, { packedAt });
    for (const item of part) {
      item.status = 'packaged';
      item.packageId = packageId;
      item.subjectToPenalty = status === 'delayed';
    }
  }
  addInvoice(context, order, status === 'packaged' ? 0.5 : 0.4, packedAt);
}

function shippedStory(context: GenerationContext, order: Order, story: Story, packedAt: number): void {
  const shippedAt = between(context, packedAt + 2 * HOUR_MS, packedAt + 1.5 * DAY_MS);
  const endedAt = story === 'shipped' ? undefined : between(context, shippedAt + DAY_MS, shippedAt + 4 * DAY_MS);
  const status: PackageStatus = story === 'shipped' ? 'shipped' : story === 'undelivered' ? 'undelivered' : 'delivered';
  const packageId = pack(context, order, order.items, status, endedAt === undefined ? { packedAt, shippedAt } : { packedAt, shippedAt, endedAt });
  const itemStatus = status === 'delivered' ? 'delivered' : 'shipped';
  for (const item of order.items) {
    item.status = itemStatus;
    item.packageId = packageId;
  }
  if (story === 'refunded' || story === 'partRefund') {
    for (const item of story === 'refunded' ? order.items : order.items.slice(-1)) {
      item.status = 'refunded';
      item.refundedQuantity = item.quantity;
    }
    const reason = pick(context.random, REFUND_REASONS);
    order.refundReason = reason;
    order.refundExplanation = `Customer reported: ${reason.toLowerCase()}.`;
  }
  addInvoice(context, order, 0.85, packedAt);
}

export function tellStory(context: GenerationContext, order: Order, story: Story): Order {
  const at = Date.parse(order.orderDate);
  if (story === 'open') return order;
  if (story === 'cancelled' || story === 'openPartCancelled' || story === 'cancelledAfterPackage') cancelStory(context, order, story, at);
  else if (story === 'packaged') packagedStory(context, order, 'packaged', between(context, at + HOUR_MS, Date.parse(order.dueDate)));
  else if (story === 'delayedPackage') packagedStory(context, order, 'delayed', between(context, at + HOUR_MS, at + DAY_MS));
  else shippedStory(context, order, story, between(context, at + HOUR_MS, at + 1.5 * DAY_MS));
  return order;
}
