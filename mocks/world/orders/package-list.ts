/** The packages list over a company's book: filters, tab counts, sort and one page, in a single pass. */
import { zeroCounts } from '@contract/lists/list-query';
import type { PackageListAnswer } from '@contract/packages/package.api';
import { PACKAGE_FILTER_KEYS, packageMatches, type PackageListQuery, type PackageSortField } from '@contract/packages/package.query';
import { PACKAGE_TABS, type Package, type PackageRow } from '@contract/packages/package.types';
import type { Order } from '@contract/orders/order.types';
import type { World } from '../world';
import { bookIndex, packageTabAt, sortPermutation } from './book-index';
import { orderBookOf } from './order-book';

export function toPackageRow(pkg: Package, order: Order): PackageRow {
  return {
    id: pkg.id,
    orderId: pkg.orderId,
    marketplacePackageId: pkg.marketplacePackageId,
    channelName: pkg.channelName,
    destinationCountry: pkg.destinationCountry,
    status: pkg.status,
    hasLabel: pkg.hasLabel,
    hasInvoice: order.invoice !== null,
    createdAt: pkg.createdAt,
    trackingBarcode: pkg.tracking?.barcode ?? null,
    totalProductPrice: pkg.totalProductPrice,
    currency: pkg.currency,
    itemCount: pkg.itemIds.length,
  };
}

const SORT_KEYS: Record<PackageSortField, (pkg: Package) => string | number> = {
  createdAt: (pkg) => pkg.createdAt,
  updatedAt: (pkg) => pkg.updatedAt,
  totalProductPrice: (pkg) => pkg.totalProductPrice,
};

export function listPackages(world: World, companyId: number, query: PackageListQuery): PackageListAnswer {
  const tabCounts = zeroCounts(PACKAGE_TABS);
  const answer: PackageListAnswer = { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts };
  const book = orderBookOf(world, companyId);
  if (!book) return answer;
  const { packages } = book;
  const permutation = sortPermutation(book, `package:${query.sort.field}`, packages, SORT_KEYS[query.sort.field]);
  const first = (query.page - 1) * query.pageSize;
  const last = first + query.pageSize;
  const descending = query.sort.direction === 'desc';
  const index = bookIndex(book);
  const filtered = PACKAGE_FILTER_KEYS.some((key) => query[key] !== undefined);
  for (let step = 0; step < packages.length; step += 1) {
    const at = permutation[descending ? packages.length - 1 - step : step]!;
    if (filtered) {
      const pkg = packages[at]!;
      const orderAt = index.orderAt.get(pkg.orderId);
      if (orderAt === undefined || !packageMatches(pkg, query, book.orders[orderAt]!.marketplaceOrderId)) continue;
    }
    const tab = packageTabAt(book, index, at);
    tabCounts[tab] += 1;
    if (query.tab !== 'all' && tab !== query.tab) continue;
    if (answer.total >= first && answer.total < last) {
      const pkg = packages[at]!;
      answer.items.push(toPackageRow(pkg, book.orders[index.orderAt.get(pkg.orderId)!]!));
    }
    answer.total += 1;
  }
  return answer;
}
