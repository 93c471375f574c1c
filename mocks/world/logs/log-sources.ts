/**
 * Where a company's marketplace logs come from: the seeded logs of its orders (order-logs.ts) and of its products and
 * variants (product-logs.ts), each derived once into a LogPart kept beside its book or catalogue until that changes,
 * and the logs operations added, read fresh on every call (they are few). Texts are derived again only for a page.
 */
import type { MarketplaceLog } from '@contract/logs/log.types';
import type { CompanyCatalog } from '../catalog/catalog-book';
import { catalogLogs } from '../catalog/product-logs';
import { findOrder } from '../orders/book-index';
import type { CompanyOrderBook } from '../orders/order-book';
import { seededLogs } from '../orders/order-logs';
import type { World } from '../world';
import { LogPartBuilder, type LogPart } from './log-part';

interface OrderPart {
  version: number;
  count: number;
  part: LogPart;
}
interface CatalogPart {
  key: string;
  part: LogPart;
  productOfVariant: ReadonlyMap<number, number>;
}

const orderParts = new WeakMap<CompanyOrderBook, OrderPart>();
const catalogParts = new WeakMap<CompanyCatalog, CatalogPart>();

/** The seeded logs of every order in the book (2–5 each), rebuilt only when orders were removed. */
export function orderLogPart(world: World, book: CompanyOrderBook): LogPart {
  const cached = orderParts.get(book);
  if (cached && cached.version === book.version && cached.count === book.orders.length) return cached.part;
  const builder = new LogPartBuilder();
  for (const order of book.orders) for (const log of seededLogs(world.seed, order, world.createdAt)) builder.add(log, order.id);
  const { part } = builder.build();
  orderParts.set(book, { version: book.version, count: book.orders.length, part });
  return part;
}

/** Seeded catalogue logs pick among the marketplaces enabled now, so a settings change counts as a change too. */
const catalogKey = (catalog: CompanyCatalog) =>
  `${catalog.version}:${catalog.settings
    .filter((setting) => setting.enabled)
    .map((setting) => setting.marketplace)
    .join(',')}`;

function productOfVariant(catalog: CompanyCatalog): Map<number, number> {
  const map = new Map<number, number>();
  for (const variant of catalog.variants) map.set(variant.id, variant.productId);
  for (const variant of catalog.deletedVariants) map.set(variant.id, variant.productId);
  return map;
}

function catalogPart(world: World, catalog: CompanyCatalog): CatalogPart {
  const key = catalogKey(catalog);
  const cached = catalogParts.get(catalog);
  if (cached && cached.key === key) return cached;
  const added = new Set(Object.values(catalog.addedLogs).flatMap((logs) => logs.map((log) => log.id)));
  const products = productOfVariant(catalog);
  const builder = new LogPartBuilder();
  for (const log of catalogLogs(world, catalog)) {
    if (!added.has(log.id)) builder.add(log, ownerOf(log, products));
  }
  const fresh = { key, part: builder.build().part, productOfVariant: products };
  catalogParts.set(catalog, fresh);
  return fresh;
}

function ownerOf(log: MarketplaceLog, productOfVariant: ReadonlyMap<number, number>): number {
  const reference = Number(log.referenceId);
  return log.referenceType === 'variant' ? (productOfVariant.get(reference) ?? 0) : reference;
}

export function catalogLogPart(world: World, catalog: CompanyCatalog): LogPart {
  return catalogPart(world, catalog).part;
}

/** The logs operations wrote (order logs of orders still in the book), as a part, with the logs themselves by position. */
export function addedLogPart(world: World, book: CompanyOrderBook | undefined, catalog: CompanyCatalog | undefined): { part: LogPart; logs: MarketplaceLog[] } {
  const builder = new LogPartBuilder();
  const logs: MarketplaceLog[] = [];
  const add = (log: MarketplaceLog, owner: number) => {
    builder.add(log, owner);
    logs.push(log);
  };
  if (book) {
    for (const [orderId, added] of Object.entries(book.addedLogs)) {
      if (findOrder(book, Number(orderId))) for (const log of added) add(log, Number(orderId));
    }
  }
  if (catalog) {
    const products = catalogPart(world, catalog).productOfVariant;
    for (const added of Object.values(catalog.addedLogs)) for (const log of added) add(log, ownerOf(log, products));
  }
  const { part, addedAt } = builder.build();
  return { part, logs: Array.from(addedAt, (at) => logs[at]!) };
}
