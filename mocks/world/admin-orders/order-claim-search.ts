/**
 * Order & Claim Tools' search over the seeded world: orders, packages and claims across companies (or in one), found
 * by an id, a marketplace number, a tracking barcode or part of the customer's name. With nothing searched, the claims
 * waiting for staff. Rows are newest first.
 */
import {
  listsStaffQueue,
  ORDER_CLAIM_TOOL_TABS,
  type ClaimToolRow,
  type OrderClaimToolRow,
  type OrderClaimToolsAnswer,
  type OrderClaimToolsQuery,
  type OrderClaimToolTab,
  type OrderToolRow,
  type PackageToolRow,
} from '@contract/admin-orders/order-claim-tools';
import { orderCorrections, packageCorrections } from '@contract/admin-orders/state-corrections';
import { claimRefund, isAwaitingStaff } from '@contract/claims/claim.rules';
import type { Claim } from '@contract/claims/claim.types';
import { SEARCH_MIN_CHARS } from '@contract/constants';
import type { Company } from '@contract/downstream/identity';
import { paginate, zeroCounts } from '@contract/lists/list-query';
import { orderStatusOf } from '@contract/orders/order.tabs';
import type { Order } from '@contract/orders/order.types';
import type { Package } from '@contract/packages/package.types';
import { sameTextAs, textMatcher } from '@contract/text-search';
import { claimsOf } from '../claims/claim-book';
import { findOrder } from '../orders/book-index';
import { orderBookOf } from '../orders/order-book';
import type { World } from '../world';

const base = (company: Company) => ({ companyId: company.id, companyName: company.name });

export function claimRow(company: Company, claim: Claim): ClaimToolRow {
  return {
    ...base(company),
    kind: 'claim',
    id: claim.id,
    orderId: claim.orderId,
    marketplace: claim.marketplace,
    reference: claim.marketplaceNumber,
    customerName: claim.customerName,
    date: claim.date,
    total: claimRefund(claim)?.total ?? 0,
    currency: claim.currency,
    status: claim.status,
    claimType: claim.type,
    adminNote: claim.adminNote,
  };
}

export function orderRow(company: Company, order: Order): OrderToolRow {
  return {
    ...base(company),
    kind: 'order',
    id: order.id,
    orderId: order.id,
    marketplace: order.salesChannel,
    reference: order.marketplaceOrderId,
    customerName: order.customerName,
    date: order.orderDate,
    total: order.grandTotal,
    currency: order.currency,
    status: orderStatusOf(order),
    corrections: orderCorrections(order),
  };
}

export function packageRow(company: Company, pkg: Package, order: Order | undefined): PackageToolRow {
  return {
    ...base(company),
    kind: 'package',
    id: pkg.id,
    orderId: pkg.orderId,
    marketplace: pkg.channelName,
    reference: pkg.marketplacePackageId,
    customerName: order?.customerName ?? '',
    date: pkg.createdAt,
    total: pkg.totalProductPrice,
    currency: pkg.currency,
    status: pkg.status,
    trackingBarcode: pkg.tracking?.barcode ?? null,
    corrections: packageCorrections(pkg),
  };
}

interface Matchers {
  claim: (claim: Claim) => boolean;
  order: (order: Order) => boolean;
  package: (pkg: Package, order: Order | undefined) => boolean;
}

/** An id matches the record's own or its order's; a number the marketplace gave matches whole; a name in part. */
function matchersOf(q: string): Matchers {
  const id = /^\d+$/.test(q) ? Number(q) : null;
  const same = sameTextAs(q);
  const inName = id === null && q.length >= SEARCH_MIN_CHARS ? textMatcher(q) : () => false;
  return {
    claim: (claim) => claim.id === id || claim.orderId === id || same(claim.marketplaceNumber) || same(claim.marketplaceOrderId) || inName(claim.customerName),
    order: (order) => order.id === id || same(order.marketplaceOrderId) || same(order.hbOrderId) || inName(order.customerName),
    package: (pkg, order) =>
      pkg.id === id ||
      pkg.orderId === id ||
      same(pkg.marketplacePackageId) ||
      same(pkg.tracking?.barcode) ||
      same(order?.marketplaceOrderId) ||
      inName(order?.customerName),
  };
}

function rowsOf(world: World, company: Company, query: OrderClaimToolsQuery): Record<OrderClaimToolTab, OrderClaimToolRow[]> {
  const rows: Record<OrderClaimToolTab, OrderClaimToolRow[]> = { claims: [], orders: [], packages: [] };
  if (listsStaffQueue(query)) {
    rows.claims = claimsOf(world, company.id)
      .filter(isAwaitingStaff)
      .map((claim) => claimRow(company, claim));
    if (query.companyId === undefined) return rows;
  }
  const book = orderBookOf(world, company.id);
  if (!book) return rows;
  const match = query.q ? matchersOf(query.q) : null;
  if (match)
    rows.claims = claimsOf(world, company.id)
      .filter(match.claim)
      .map((claim) => claimRow(company, claim));
  rows.orders = book.orders.filter((order) => !match || match.order(order)).map((order) => orderRow(company, order));
  rows.packages = book.packages.flatMap((pkg) => {
    const order = findOrder(book, pkg.orderId);
    return !match || match.package(pkg, order) ? [packageRow(company, pkg, order)] : [];
  });
  return rows;
}

const newestFirst = (a: OrderClaimToolRow, b: OrderClaimToolRow) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id);

export function searchOrderClaimTools(world: World, query: OrderClaimToolsQuery): OrderClaimToolsAnswer {
  const companies = world.companies.filter((company) => query.companyId === undefined || company.id === query.companyId);
  const found: Record<OrderClaimToolTab, OrderClaimToolRow[]> = { claims: [], orders: [], packages: [] };
  for (const company of companies) {
    const rows = rowsOf(world, company, query);
    for (const tab of ORDER_CLAIM_TOOL_TABS) found[tab].push(...rows[tab]);
  }
  const tabCounts = zeroCounts(ORDER_CLAIM_TOOL_TABS);
  for (const tab of ORDER_CLAIM_TOOL_TABS) tabCounts[tab] = found[tab].length;
  const rows = found[query.tab].sort(newestFirst);
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts };
}
