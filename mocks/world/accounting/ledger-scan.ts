/**
 * One pass over a company's order book: the totals of every settlement period, and the lines of the periods asked
 * for. Nothing is stored: the ledger is derived on every read from the orders as they stand and the caller's clock,
 * so it can never disagree with them (3,000 orders take a few milliseconds; 100,000 well under a second).
 */
import { dayOf, periodDates, periodIdAt, periodKindOf, TotalsInCents } from '@contract/reconciliation/reconciliation.rules';
import type { ReconciliationLine, ReconciliationPeriod } from '@contract/reconciliation/reconciliation.types';
import { findCompany } from '../lookups';
import { MARKETPLACES } from '../marketplaces';
import { bookIndex, packagesOfOrder } from '../orders/book-index';
import { orderBookOf } from '../orders/order-book';
import type { World } from '../world';
import { converterTo, settlementCurrencyOf } from './accounting-terms';
import { commissionOf } from './commission-rates';
import { backInvoiceEvents, monthKey, newEvent, orderEvents, type LedgerEvent } from './ledger-events';

const MARKET = new Map(MARKETPLACES.map((marketplace) => [marketplace.code, marketplace]));

export interface LedgerScanOptions {
  /** Which periods' lines to build (none by default: totals only). */
  want?: (periodId: number) => boolean;
  /** A company with no orders yet (the in-page 'empty' scenario). */
  withoutOrders?: boolean;
}

export interface LedgerScan {
  currency: string;
  /** Oldest first: from the first period holding a line to the current one or the last future one. */
  periods: ReconciliationPeriod[];
  /** The wanted periods' lines, in no particular order. */
  lines: ReconciliationLine[];
}

/** Payment ids name the company and the period, so they never clash across companies. */
export const PAYMENT_ID_SPACE = 10_000;
export const paymentIdOf = (companyId: number, periodId: number) => companyId * PAYMENT_ID_SPACE + periodId;

function toLine(event: Readonly<LedgerEvent>, periodId: number, total: number, currency: string): ReconciliationLine {
  const { order, item } = event;
  const market = MARKET.get(event.channel)!;
  return {
    id: `${event.type}-${item ? item.id : event.key}`,
    periodId,
    type: event.type,
    transactionDate: new Date(event.at).toISOString(),
    dueDate: dayOf(event.dueMs),
    sku: item?.sku ?? null,
    orderId: order?.id ?? null,
    packageId: event.packageId,
    marketplace: market.channelGroup,
    channel: event.channel,
    marketplaceOrderId: order?.marketplaceOrderId ?? null,
    total,
    currency,
    marketplaceTotal: event.amount,
    marketplaceCurrency: market.currency,
    expected: event.expected,
  };
}

function periodsOf(companyId: number, sums: ReadonlyMap<number, TotalsInCents>, currency: string, now: number): ReconciliationPeriod[] {
  const current = periodIdAt(now);
  const ids = [...sums.keys()];
  const first = Math.min(current, ...ids);
  const last = Math.max(current, ...ids);
  const periods: ReconciliationPeriod[] = [];
  for (let id = first; id <= last; id += 1) {
    const { start, end, paymentDate } = periodDates(id);
    const sum = sums.get(id) ?? new TotalsInCents();
    const kind = periodKindOf(id, now);
    periods.push({
      id,
      start,
      end,
      paymentDate,
      kind,
      currency,
      totals: sum.totals(),
      lineCount: sum.count,
      paymentId: kind === 'past' && sum.count > 0 ? paymentIdOf(companyId, id) : null,
    });
  }
  return periods;
}

/** The company's ledger at `now`; undefined for a company the world does not know. */
export function scanLedger(world: World, companyId: number, now: number, options: LedgerScanOptions = {}): LedgerScan | undefined {
  const company = findCompany(world, companyId);
  if (!company) return undefined;
  const currency = settlementCurrencyOf(company.country);
  const convert = converterTo(world.exchangeRates, currency);
  const want = options.want ?? (() => false);
  const sums = new Map<number, TotalsInCents>();
  const monthSales = new Map<number, number>();
  const lines: ReconciliationLine[] = [];
  const sink = (event: Readonly<LedgerEvent>) => {
    const total = convert(event.amount, MARKET.get(event.channel)!.currency);
    // Too small to settle in the settlement currency: no line.
    if (total === 0) return;
    const periodId = periodIdAt(event.dueMs);
    let sum = sums.get(periodId);
    if (!sum) sums.set(periodId, (sum = new TotalsInCents()));
    sum.add(event.type, total);
    if (event.type === 'sale' && !event.expected) {
      const key = monthKey(event.channel, event.at);
      monthSales.set(key, (monthSales.get(key) ?? 0) + event.amount);
    }
    if (want(periodId)) lines.push(toLine(event, periodId, total, currency));
  };
  const clock = { now, createdAt: world.createdAt };
  const event = newEvent();
  const book = options.withoutOrders ? undefined : orderBookOf(world, companyId);
  if (book) {
    const index = bookIndex(book);
    const rateOf = commissionOf(world, companyId);
    for (const order of book.orders) orderEvents(order, packagesOfOrder(book, order.id, index), clock, event, sink, rateOf);
  }
  backInvoiceEvents(companyId, monthSales, clock, event, sink);
  return { currency, periods: periodsOf(companyId, sums, currency, now), lines };
}
