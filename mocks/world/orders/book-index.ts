/**
 * Lookup indexes over a company's book, built lazily and kept beside it (not in the JSON-safe world): row by id,
 * packages by order, and sort permutations. Book writes go through the functions here so the indexes stay true.
 */
import { orderTabOf, ORDER_TABS, type OrderTab } from '@contract/orders/order.tabs';
import type { Order } from '@contract/orders/order.types';
import { packageTabOf } from '@contract/packages/package.rules';
import { PACKAGE_TABS, type Package, type PackageTab } from '@contract/packages/package.types';
import type { CompanyOrderBook } from './order-book';

export interface BookIndex {
  version: number;
  orderAt: Map<number, number>;
  packageAt: Map<number, number>;
  packagesByOrder: Map<number, Package[]>;
  sorts: Map<string, Int32Array>;
  /**
   * orderTabOf memoised per order position. Its only input that moves with the clock is whether the due date has
   * passed, so each order keeps one answer for before and one for after its due date (-1: not asked yet).
   */
  dueMs: Float64Array;
  tabBeforeDue: Int8Array;
  tabAfterDue: Int8Array;
  /** packageTabOf memoised per package position (-1: not asked yet). */
  packageTabs: Int8Array;
}

const indexes = new WeakMap<CompanyOrderBook, BookIndex>();
const NO_PACKAGES: readonly Package[] = Object.freeze([]);

function build(book: CompanyOrderBook): BookIndex {
  const orderAt = new Map<number, number>();
  book.orders.forEach((order, at) => orderAt.set(order.id, at));
  const packageAt = new Map<number, number>();
  const packagesByOrder = new Map<number, Package[]>();
  book.packages.forEach((pkg, at) => {
    packageAt.set(pkg.id, at);
    const list = packagesByOrder.get(pkg.orderId);
    if (list) list.push(pkg);
    else packagesByOrder.set(pkg.orderId, [pkg]);
  });
  return {
    version: book.version,
    orderAt,
    packageAt,
    packagesByOrder,
    sorts: new Map(),
    dueMs: Float64Array.from(book.orders, (order) => Date.parse(order.dueDate)),
    tabBeforeDue: new Int8Array(book.orders.length).fill(-1),
    tabAfterDue: new Int8Array(book.orders.length).fill(-1),
    packageTabs: new Int8Array(book.packages.length).fill(-1),
  };
}

/** An order or one of its packages changed: its tab and its packages' tabs (they read its invoice) are asked again. */
function forgetTab(index: BookIndex, orderId: number): void {
  const at = index.orderAt.get(orderId);
  if (at !== undefined) {
    index.tabBeforeDue[at] = -1;
    index.tabAfterDue[at] = -1;
  }
  for (const pkg of index.packagesByOrder.get(orderId) ?? []) {
    const position = index.packageAt.get(pkg.id);
    if (position !== undefined && position < index.packageTabs.length) index.packageTabs[position] = -1;
  }
}

/** packageTabOf(package at `at`, whether its order has an invoice), memoised. */
export function packageTabAt(book: CompanyOrderBook, index: BookIndex, at: number): PackageTab {
  const known = index.packageTabs[at] ?? -1;
  if (known >= 0) return PACKAGE_TABS[known]!;
  const pkg = book.packages[at]!;
  const orderAt = index.orderAt.get(pkg.orderId);
  const tab = packageTabOf(pkg, orderAt !== undefined && book.orders[orderAt]!.invoice !== null);
  if (at < index.packageTabs.length) index.packageTabs[at] = PACKAGE_TABS.indexOf(tab);
  return tab;
}

/** orderTabOf(order at `at`, its packages, now), memoised. */
export function tabAt(book: CompanyOrderBook, index: BookIndex, at: number, now: number): OrderTab {
  const memo = index.dueMs[at]! < now ? index.tabAfterDue : index.tabBeforeDue;
  const known = memo[at]!;
  if (known >= 0) return ORDER_TABS[known]!;
  const order = book.orders[at]!;
  const tab = orderTabOf(order, index.packagesByOrder.get(order.id) ?? NO_PACKAGES, now);
  memo[at] = ORDER_TABS.indexOf(tab);
  return tab;
}

export function bookIndex(book: CompanyOrderBook): BookIndex {
  const current = indexes.get(book);
  if (current && current.version === book.version) return current;
  const fresh = build(book);
  indexes.set(book, fresh);
  return fresh;
}

export function findOrder(book: CompanyOrderBook, id: number): Order | undefined {
  const at = bookIndex(book).orderAt.get(id);
  return at === undefined ? undefined : book.orders[at];
}

export function findPackage(book: CompanyOrderBook, id: number): Package | undefined {
  const at = bookIndex(book).packageAt.get(id);
  return at === undefined ? undefined : book.packages[at];
}

export function packagesOfOrder(book: CompanyOrderBook, orderId: number, index = bookIndex(book)): readonly Package[] {
  return index.packagesByOrder.get(orderId) ?? NO_PACKAGES;
}

export function putOrder(book: CompanyOrderBook, order: Order): void {
  const at = bookIndex(book).orderAt.get(order.id);
  if (at === undefined) throw new Error(`Order ${order.id} is not in the book`);
  book.orders[at] = order;
  forgetTab(bookIndex(book), order.id);
}

/** Replaces a package, or appends a new one (new ids are always the highest). */
export function putPackage(book: CompanyOrderBook, pkg: Package): void {
  const index = bookIndex(book);
  const at = index.packageAt.get(pkg.id);
  if (at === undefined) {
    index.packageAt.set(pkg.id, book.packages.length);
    book.packages.push(pkg);
    index.packagesByOrder.set(pkg.orderId, [...(index.packagesByOrder.get(pkg.orderId) ?? []), pkg]);
    for (const key of index.sorts.keys()) if (key.startsWith('package:')) index.sorts.delete(key);
    forgetTab(index, pkg.orderId);
    return;
  }
  book.packages[at] = pkg;
  index.packagesByOrder.set(
    pkg.orderId,
    (index.packagesByOrder.get(pkg.orderId) ?? []).map((old) => (old.id === pkg.id ? pkg : old)),
  );
  index.sorts.delete('package:updatedAt');
  forgetTab(index, pkg.orderId);
}

export function removeOrder(book: CompanyOrderBook, orderId: number): void {
  book.orders = book.orders.filter((order) => order.id !== orderId);
  book.packages = book.packages.filter((pkg) => pkg.orderId !== orderId);
  book.version += 1;
}

export function removePackage(book: CompanyOrderBook, packageId: number): void {
  book.packages = book.packages.filter((pkg) => pkg.id !== packageId);
  book.version += 1;
}

/** Row positions in ascending (key, id) order, cached until the rows change. */
export function sortPermutation<Row extends { id: number }>(
  book: CompanyOrderBook,
  name: string,
  rows: readonly Row[],
  key: (row: Row) => string | number,
): Int32Array {
  const index = bookIndex(book);
  const cached = index.sorts.get(name);
  if (cached && cached.length === rows.length) return cached;
  const keys = rows.map(key);
  const positions = Array.from({ length: rows.length }, (_, at) => at);
  positions.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : rows[a]!.id - rows[b]!.id));
  const permutation = Int32Array.from(positions);
  index.sorts.set(name, permutation);
  return permutation;
}
