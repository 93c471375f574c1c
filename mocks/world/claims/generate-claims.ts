/**
 * One company's claims, drawn from its own order book: each claim belongs to a shipped, delivered or refunded order
 * and reports some of its items. The claims still waiting for the seller are exactly as many as the sidebar badge
 * says (world.counts), so the badge and the claims agree.
 */
import { CLAIM_STATUSES, type Claim, type ClaimReportedItem, type ClaimStatus, type ClaimType } from '@contract/claims/claim.types';
import { DAY_MS } from '@contract/lists/date-range';
import type { Order, OrderItem } from '@contract/orders/order.types';
import { pick, randomInt } from '../prng';
import { ID_SPACE, iso, weighted } from '../orders/generation-context';
import { CARGO_COMPANIES, CLAIM_TEXTS, REJECT_REASONS } from './claim-texts';
import type { OrderDerivedInput } from '../orders/order-derived';

const TYPES: readonly (readonly [ClaimType, number])[] = [
  ['return', 50],
  ['missingPart', 12],
  ['missingInvoice', 8],
  ['missingItem', 12],
  ['extraProduct', 5],
  ['undeliveredProduct', 13],
];
const SETTLED: readonly (readonly [ClaimStatus, number])[] = CLAIM_STATUSES.filter((status) => status !== 'waiting').map(
  (status) => [status, status === 'approved' || status === 'rejected' ? 30 : 8] as const,
);
const CLAIMABLE = new Set(['shipped', 'delivered', 'refunded']);

/** An item shipped, delivered or refunded; an order a claim can be about has one. */
export const itemLeftSeller = (item: OrderItem): boolean => CLAIMABLE.has(item.status);
export const hasLeftSeller = (order: Order): boolean => order.items.some(itemLeftSeller);

export const reportedItemOf = (item: OrderItem): ClaimReportedItem => ({
  marketplaceSku: `MP-${item.sku}`,
  sellerSku: item.sku,
  name: item.name,
  price: item.price,
  totalPrice: Math.round(item.price * item.quantity * 100) / 100,
});
const TURKISH_MARKETS = new Set(['hepsiburada', 'trendyol']);

function claimOf(input: OrderDerivedInput, order: Order, seq: number, status: ClaimStatus): Claim {
  const { random, companyId, now } = input;
  const type = weighted(random, TYPES);
  const text = pick(random, CLAIM_TEXTS[type]);
  const turkish = TURKISH_MARKETS.has(order.salesChannel);
  const items = order.items.filter(itemLeftSeller);
  const reported = (items.length ? items : order.items).slice(0, type === 'missingItem' || type === 'missingPart' ? 1 : undefined);
  const ordered = Date.parse(order.orderDate);
  const earliest = ordered + 2 * DAY_MS;
  const latest = status === 'waiting' ? now - 60_000 : Math.max(earliest, now - 3 * DAY_MS);
  const from = status === 'waiting' ? Math.max(earliest, now - 12 * DAY_MS) : earliest;
  const at = Math.min(latest, from + random() * Math.max(0, latest - from));
  const id = companyId * ID_SPACE + seq;
  const returning = type === 'return' && status !== 'waiting' && status !== 'requestRejected';
  const rejected = status === 'rejected' || status === 'requestRejected';
  return {
    id,
    companyId,
    marketplace: order.salesChannel,
    marketplaceNumber: `C${order.salesChannel.slice(0, 2).toUpperCase()}${id}`,
    customerName: order.customerName,
    orderId: order.id,
    marketplaceOrderId: order.marketplaceOrderId,
    date: iso(Math.round(at)),
    type,
    reason: turkish ? text.reasonTr : text.reasonEn,
    reasonEn: text.reasonEn,
    explanation: turkish ? text.explanationTr : text.explanationEn,
    explanationEn: text.explanationEn,
    status,
    rejectReason: rejected ? pick(random, REJECT_REASONS) : null,
    rejectNote: rejected ? 'See the photos of the returned product.' : null,
    // Drawn for every claim (so the seed's stream stays as it was); only a rejection carries photos (spec §4).
    photos: Array.from({ length: randomInt(random, 0, 2) }, (_, n) => `https://img.demo.tezgah.dev/claims/${id}-${n + 1}.jpg`).filter(() => rejected),
    adminNote: status === 'waitingAdmin' ? 'Checking with the marketplace.' : null,
    deliveryCode: returning ? `RT${id}` : null,
    deliveryDirection: returning ? 'toSeller' : null,
    returnInfo: returning ? { cargoCompany: pick(random, CARGO_COMPANIES), trackingNumber: `TRK${id}` } : null,
    userReportedImages: random() < 0.6 ? [`https://img.demo.tezgah.dev/claims/${id}-user.jpg`] : [],
    merchantReportedImages: rejected ? [`https://img.demo.tezgah.dev/claims/${id}-merchant.jpg`] : [],
    reportedItems: reported.map(reportedItemOf),
    currency: order.currency,
    ticketId: null,
  };
}

/** Newest first. Orders are drawn without repeats; a book with too few claimable orders gives fewer claims. */
export function generateClaims(input: OrderDerivedInput): Claim[] {
  const claimable = input.orders.filter(hasLeftSeller);
  const recent = claimable.filter((order) => Date.parse(order.orderDate) > input.now - 30 * DAY_MS);
  const used = new Set<number>();
  const draw = (pool: readonly Order[]): Order | null => {
    for (let tries = 0; tries < 20 && pool.length > used.size; tries += 1) {
      const order = pool[Math.floor(input.random() * pool.length)]!;
      if (!used.has(order.id)) {
        used.add(order.id);
        return order;
      }
    }
    return pool.find((order) => !used.has(order.id) && used.add(order.id)) ?? null;
  };
  const claims: Claim[] = [];
  for (let n = 0; n < input.waiting + input.settled; n += 1) {
    const waiting = n < input.waiting;
    const order = (waiting ? draw(recent) : null) ?? draw(claimable);
    if (!order) break;
    claims.push(claimOf(input, order, claims.length + 1, waiting ? 'waiting' : weighted(input.random, SETTLED)));
  }
  return claims.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
}
