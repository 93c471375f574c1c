/** A package's detail and what may be done to it: label refresh and re-creation, deletion (staff). */
import { unpackItems } from '@contract/orders/order.rules';
import { labelRecreateRefusal, labelRefreshRefusal, packageDeleteRefusal } from '@contract/packages/package.rules';
import type { Package, PackageDetail } from '@contract/packages/package.types';
import type { Refusal } from '../refusal';
import { orderBookOf, type CompanyOrderBook } from './order-book';
import type { World } from '../world';
import { findOrder, findPackage, putOrder, putPackage, removePackage } from './book-index';
import { trackingFor } from './labels';
import { appendLog } from './order-logs';
import { orderRefusal } from './order-refusal';

interface PackageInBook {
  book: CompanyOrderBook;
  pkg: Package;
}

function packageInBook(world: World, companyId: number, packageId: number): PackageInBook | undefined {
  const book = orderBookOf(world, companyId);
  const pkg = book && findPackage(book, packageId);
  return book && pkg ? { book, pkg } : undefined;
}

function detailOf(book: CompanyOrderBook, pkg: Package): PackageDetail {
  const order = findOrder(book, pkg.orderId);
  const ids = new Set(pkg.itemIds);
  const items = (order?.items ?? [])
    .filter((item) => ids.has(item.id))
    .map(({ id, sku, name, quantity, price, image }) => ({ id, sku, name, quantity, price, image }));
  return { package: pkg, items, marketplaceOrderId: order?.marketplaceOrderId ?? '', invoice: order?.invoice ?? null };
}

export function getPackage(world: World, companyId: number, packageId: number): PackageDetail | undefined {
  const found = packageInBook(world, companyId, packageId);
  return found && detailOf(found.book, found.pkg);
}

function logFor(world: World, book: CompanyOrderBook, pkg: Package, text: string, now: number): void {
  const order = findOrder(book, pkg.orderId);
  if (order) appendLog(world.seed, book, order, text, now);
}

/** Asks the carrier for the current label and tracking again. */
export function refreshLabel(world: World, companyId: number, packageId: number, now: number): PackageDetail | Refusal | undefined {
  const found = packageInBook(world, companyId, packageId);
  if (!found) return undefined;
  const refusal = labelRefreshRefusal(found.pkg);
  if (refusal) return orderRefusal(refusal);
  const next: Package = { ...found.pkg, updatedAt: new Date(now).toISOString() };
  putPackage(found.book, next);
  logFor(world, found.book, next, `Label of package ${packageId} refreshed from ${next.provider}.`, now);
  return detailOf(found.book, next);
}

/** Voids the label and makes a new one: a new version and a new barcode. */
export function recreateLabel(world: World, companyId: number, packageId: number, now: number): PackageDetail | Refusal | undefined {
  const found = packageInBook(world, companyId, packageId);
  if (!found) return undefined;
  const refusal = labelRecreateRefusal(found.pkg);
  if (refusal) return orderRefusal(refusal);
  const { pkg } = found;
  const labelVersion = pkg.labelVersion + 1;
  const date = new Date(now).toISOString();
  const next: Package = {
    ...pkg,
    labelVersion,
    hasLabel: true,
    tracking: trackingFor(pkg.id, labelVersion, pkg.provider),
    updatedAt: date,
    deliveryState: 'Label created',
    deliveryRows: [...pkg.deliveryRows, { date, detail: `Shipping label re-created (version ${labelVersion})`, location: '', status: 'created', message: '' }],
  };
  putPackage(found.book, next);
  logFor(world, found.book, next, `Label of package ${packageId} re-created: ${next.tracking?.barcode ?? ''}.`, now);
  return detailOf(found.book, next);
}

/** Staff only (the caller checks). The package's items go back to open; null: deleted, nothing to answer. */
export function deletePackage(world: World, companyId: number, packageId: number, now: number): null | Refusal | undefined {
  const found = packageInBook(world, companyId, packageId);
  if (!found) return undefined;
  const refusal = packageDeleteRefusal(found.pkg);
  if (refusal) return orderRefusal(refusal);
  const order = findOrder(found.book, found.pkg.orderId);
  if (order) putOrder(found.book, unpackItems(order, packageId));
  removePackage(found.book, packageId);
  if (order) appendLog(world.seed, found.book, order, `Package ${packageId} deleted; its items are waiting for packaging again.`, now, 'warning');
  return null;
}
