/**
 * The accounting events an order leads to, derived from the order and its packages as they stand (so a cancel or a
 * delete shows at once): a sale and its commission per delivered item (expected ones for items on their way), a refund
 * per refunded item, a penalty per item subject to one; and per channel and month a back invoice, some partly returned.
 */
import { DAY_MS } from '@contract/lists/date-range';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import type { Order, OrderItem } from '@contract/orders/order.types';
import type { Package } from '@contract/packages/package.types';
import { LINE_SIGN, roundMoney } from '@contract/reconciliation/reconciliation.rules';
import type { LineType } from '@contract/reconciliation/reconciliation.types';
import { mixSeed } from '../prng';
import {
  BACK_INVOICE_RETURN_DAYS,
  BACK_INVOICE_RETURN_SHARE,
  MONTHLY_SERVICE_FEES,
  PAYMENT_TERM_DAYS,
  PENALTY_RATE,
  SERVICE_FEE_RATE,
} from './accounting-terms';
import type { CommissionOf } from './commission-rates';

const HOUR_MS = 3_600_000;

/** One event, passed by reference to the sink and reused for the next (copy what you keep). */
export interface LedgerEvent {
  type: LineType;
  order: Order | null;
  item: OrderItem | null;
  packageId: number | null;
  channel: MarketplaceCode;
  at: number;
  /** Midnight (UTC) of the due day. */
  dueMs: number;
  /** Signed, in the marketplace's currency. */
  amount: number;
  expected: boolean;
  /** Names a back invoice or its return: `<channel>-<YYYY-MM>`. */
  key: string;
}

export type EventSink = (event: Readonly<LedgerEvent>) => void;

export interface LedgerClock {
  now: number;
  /** The world's reference time: generated history (refunds) happened before it. */
  createdAt: number;
}

const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const dueAfter = (at: number, channel: MarketplaceCode) => startOfDay(at) + PAYMENT_TERM_DAYS[channel] * DAY_MS;

export function newEvent(): LedgerEvent {
  return { type: 'sale', order: null, item: null, packageId: null, channel: 'trendyol', at: 0, dueMs: 0, amount: 0, expected: false, key: '' };
}

function emit(sink: EventSink, event: LedgerEvent, type: LineType, at: number, dueMs: number, magnitude: number): void {
  event.type = type;
  event.at = at;
  event.dueMs = dueMs;
  event.amount = LINE_SIGN[type] * roundMoney(magnitude);
  sink(event);
}

function deliveredItemEvents(event: LedgerEvent, item: OrderItem, deliveredAt: number, clock: LedgerClock, sink: EventSink, rateOf: CommissionOf): void {
  const channel = event.channel;
  const sale = roundMoney(item.price * item.quantity);
  const commission = roundMoney(sale * rateOf(channel, item.sku, deliveredAt));
  const due = dueAfter(deliveredAt, channel);
  emit(sink, event, 'sale', deliveredAt, due, sale);
  emit(sink, event, 'commission', deliveredAt, due, commission);
  if (item.status === 'refunded' && item.refundedQuantity > 0) {
    // The refund takes back what the sale paid, net of its commission (the marketplace returns that).
    const refundedAt = Math.max(deliveredAt, Math.min(deliveredAt + (1 + (item.id % 5)) * DAY_MS + 3 * HOUR_MS, clock.createdAt - 60_000));
    if (refundedAt <= clock.now)
      emit(sink, event, 'refund', refundedAt, dueAfter(refundedAt, channel), ((sale - commission) * item.refundedQuantity) / item.quantity);
  }
}

/** Every event of one order, in item order; a sale's commission is the rate in force when its line falls (`rateOf`). */
export function orderEvents(order: Order, packages: readonly Package[], clock: LedgerClock, event: LedgerEvent, sink: EventSink, rateOf: CommissionOf): void {
  event.order = order;
  event.channel = order.salesChannel;
  event.key = '';
  let lastPackage: Package | undefined;
  let deliveredAt = 0;
  for (const item of order.items) {
    event.item = item;
    event.packageId = item.packageId;
    event.expected = false;
    const pkg = item.packageId === null ? undefined : packages.find((candidate) => candidate.id === item.packageId);
    if ((item.status === 'delivered' || item.status === 'refunded') && pkg?.deliveredAt) {
      if (pkg !== lastPackage) [lastPackage, deliveredAt] = [pkg, Date.parse(pkg.deliveredAt)];
      deliveredItemEvents(event, item, deliveredAt, clock, sink, rateOf);
    } else if (item.status === 'shipped' && pkg?.status === 'shipped' && pkg.ead) {
      const expectedAt = Date.parse(pkg.ead);
      const sale = roundMoney(item.price * item.quantity);
      const due = dueAfter(Math.max(expectedAt, clock.now), order.salesChannel);
      event.expected = true;
      emit(sink, event, 'sale', expectedAt, due, sale);
      emit(sink, event, 'commission', expectedAt, due, sale * rateOf(order.salesChannel, item.sku, expectedAt));
      event.expected = false;
    }
    if (item.subjectToPenalty) {
      // A seller-fault cancellation is charged when it happened, a late shipment once the latest shipping date passed.
      const at = item.cancellation ? Date.parse(item.cancellation.date) : Date.parse(item.dueDate);
      if (at <= clock.now) emit(sink, event, 'penalty', at, dueAfter(at, order.salesChannel), item.price * item.quantity * PENALTY_RATE);
    }
  }
}

/** The back invoice a sale counts towards, as one number: the channel and the UTC month of `at`. */
export function monthKey(channel: MarketplaceCode, at: number): number {
  const date = new Date(at);
  return (date.getUTCFullYear() * 12 + date.getUTCMonth()) * MARKETPLACE_CODES.length + MARKETPLACE_CODES.indexOf(channel);
}

/**
 * The back invoices of each channel and month with delivered sales (`monthSales`, marketplace currency, by monthKey),
 * issued on the 1st of the next month, and their returns.
 */
export function backInvoiceEvents(companyId: number, monthSales: ReadonlyMap<number, number>, clock: LedgerClock, event: LedgerEvent, sink: EventSink): void {
  event.order = null;
  event.item = null;
  event.packageId = null;
  event.expected = false;
  for (const [key, sales] of [...monthSales].sort((a, b) => a[0] - b[0])) {
    const channel = MARKETPLACE_CODES[key % MARKETPLACE_CODES.length]!;
    const months = Math.floor(key / MARKETPLACE_CODES.length);
    const [year, monthIndex] = [Math.floor(months / 12), months % 12];
    // The 1st of the next month (Date.UTC rolls month 12 over into January).
    const issuedAt = Date.UTC(year, monthIndex + 1, 1, 6);
    if (issuedAt > clock.now) continue;
    event.channel = channel;
    event.key = `${channel}-${year}-${String(monthIndex + 1).padStart(2, '0')}`;
    const fee = roundMoney(MONTHLY_SERVICE_FEES[channel] + sales * SERVICE_FEE_RATE);
    emit(sink, event, 'backInvoice', issuedAt, dueAfter(issuedAt, channel), fee);
    const returnedAt = issuedAt + BACK_INVOICE_RETURN_DAYS * DAY_MS;
    if (mixSeed(companyId, months, key) % 4 === 0 && returnedAt <= clock.now) {
      emit(sink, event, 'backInvoiceReturn', returnedAt, dueAfter(returnedAt, channel), fee * BACK_INVOICE_RETURN_SHARE);
    }
  }
}
