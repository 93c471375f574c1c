/**
 * Marketplace logs of an order: 2–5 seeded ones derived on read from (seed, company, order id), so 100,000 orders
 * cost nothing until someone opens one, plus the ones operations append.
 */
import type { MarketplaceLog, LogLevel } from '@contract/logs/log.types';
import type { Order } from '@contract/orders/order.types';
import { MARKETPLACES } from '../marketplaces';
import { mixSeed, mulberry32, pick, randomInt, type Random } from '../prng';
import type { CompanyOrderBook } from './order-book';

const LOGS_PER_ORDER_SPACE = 1000;
const MINUTE = 60_000;

type Line = [LogLevel, (order: Order, name: string) => string];
const FIRST: Line = ['info', (order, name) => `Order ${order.marketplaceOrderId} received from ${name}.`];
const MORE: readonly Line[] = [
  ['info', (_order, name) => `Order acknowledged on ${name}.`],
  ['info', (order) => `Stock reserved for ${order.items.map((item) => item.sku).join(', ')}.`],
  ['warning', (_order, name) => `${name} answered slowly; the status update was retried.`],
  ['error', (_order, name) => `Status push to ${name} failed: gateway timeout. It will be retried.`],
  ['info', (order) => `Customer address verified for ${order.destinationCountry}.`],
];

function hashOf(random: Random): string {
  return Array.from({ length: 4 }, () =>
    Math.floor(random() * 0x10000)
      .toString(16)
      .padStart(4, '0'),
  ).join('');
}

function channelName(order: Order): string {
  return MARKETPLACES.find((marketplace) => marketplace.code === order.salesChannel)?.name ?? order.salesChannel;
}

function log(order: Order, index: number, at: number, level: LogLevel, text: string, hash: string): MarketplaceLog {
  return {
    id: order.id * LOGS_PER_ORDER_SPACE + index,
    log: text,
    date: new Date(at).toISOString(),
    marketplace: order.salesChannel,
    referenceId: String(order.id),
    referenceType: 'order',
    level,
    hash,
  };
}

/** Seeded logs never come after `notAfter` (the world's reference time): a fresh order has only its first lines. */
export function seededLogs(seed: number, order: Order, notAfter: number): MarketplaceLog[] {
  const random = mulberry32(mixSeed(seed, order.companyId, order.id));
  const name = channelName(order);
  const count = randomInt(random, 2, 5);
  let at = Date.parse(order.orderDate);
  const lines: Line[] = [FIRST];
  while (lines.length < count) lines.push(pick(random, MORE));
  return lines
    .map(([level, text], index) => {
      at += index === 0 ? 0 : randomInt(random, 1, 90) * MINUTE;
      return log(order, index, at, level, text(order, name), hashOf(random));
    })
    .filter((entry, index) => index === 0 || Date.parse(entry.date) <= notAfter);
}

/** Newest first. */
export function logsOfOrder(seed: number, book: CompanyOrderBook, order: Order, notAfter: number): MarketplaceLog[] {
  return [...seededLogs(seed, order, notAfter), ...(book.addedLogs[order.id] ?? [])].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

export function appendLog(seed: number, book: CompanyOrderBook, order: Order, text: string, now: number, level: LogLevel = 'info'): MarketplaceLog {
  const added = (book.addedLogs[order.id] ??= []);
  const index = 5 + added.length;
  const entry = log(order, index, now, level, text, hashOf(mulberry32(mixSeed(seed, order.id, index))));
  added.push(entry);
  return entry;
}
