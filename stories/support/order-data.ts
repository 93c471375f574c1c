/**
 * Orders and packages for the page stories, taken from the same seeded world the sandbox serves and read with the same
 * world operations its routes call (listOrders, getOrderDetail, orderLogs, listPackages, getPackage): what a story
 * shows is what the app would get. Each sample is found by what it must show, never by a hand-written order.
 */
import { zeroCounts, type ListPage, type RawQuery } from '@contract/lists/list-query';
import type { OrderDetailAnswer, OrderListAnswer, OrderLogsAnswer } from '@contract/orders/order.api';
import { parseOrderQuery, type OrderListQuery } from '@contract/orders/order.query';
import { hasShippedItems, packageableItems, planPackage } from '@contract/orders/order.rules';
import { ORDER_TABS, orderTabOf } from '@contract/orders/order.tabs';
import type { PackageDetailAnswer, PackageListAnswer } from '@contract/packages/package.api';
import { parsePackageQuery, type PackageListQuery } from '@contract/packages/package.query';
import { isActivePackage } from '@contract/packages/package.rules';
import { PACKAGE_TABS, type Package } from '@contract/packages/package.types';
import type { ApiFailure } from '@web/lib/http';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { findUserByEmail } from '@mocks/world/lookups';
import { orderBookOf } from '@mocks/world/orders/order-book';
import { getOrderDetail } from '@mocks/world/orders/order-detail';
import { listOrders } from '@mocks/world/orders/order-list';
import { orderLogs } from '@mocks/world/orders/order-operations';
import { listPackages } from '@mocks/world/orders/package-list';
import { getPackage } from '@mocks/world/orders/package-operations';
import { createWorld } from '@mocks/world/world';
import { ACTED_AS_COMPANY_ID, DEMO } from './demo-data';

/** The world's reference time (the same as demo-data's): every props story shows the same rows from build to build. */
export const STORY_NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const world = createWorld({ now: STORY_NOW });

/** Anadolu Tekstil (TR), Ayşe's company: the seller of the orders stories. */
export const SELLER_COMPANY_ID = findUserByEmail(world, DEMO.seller)?.companyId ?? 0;
/** Gulf Home Goods (AE), Omar's company: its orders to Turkey fall under the Turkey price cap; the admin acts as it. */
export const GULF_COMPANY_ID = ACTED_AS_COMPANY_ID;

// ---- list states (ListState as the list resource keeps it) ----

export const loadingList = <Row, Tab extends string>(): ListState<Row, Tab> => ({ status: 'loading', query: null, page: null, error: null });
export const failedList = <Row, Tab extends string>(error: ApiFailure): ListState<Row, Tab> => ({ status: 'error', query: null, page: null, error });
export const readyList = <Row, Tab extends string>(page: ListPage<Row, Tab>): ListState<Row, Tab> => ({ status: 'ready', query: null, page, error: null });

export const orderQuery = (raw: RawQuery = {}): OrderListQuery => parseOrderQuery(raw);
export const packageQuery = (raw: RawQuery = {}): PackageListQuery => parsePackageQuery(raw);

/** GET /api/orders as the BFF answers it for the company. */
export function ordersPage(query: OrderListQuery, companyId = SELLER_COMPANY_ID): OrderListAnswer {
  return listOrders(world, companyId, query, STORY_NOW);
}

/** GET /api/packages as the BFF answers it for the company. */
export function packagesPage(query: PackageListQuery, companyId = SELLER_COMPANY_ID): PackageListAnswer {
  return listPackages(world, companyId, query);
}

/** The answer of a company with no orders yet (the 'empty' scenario). */
export const noOrders = (query: OrderListQuery): OrderListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(ORDER_TABS),
});
export const noPackages = (query: PackageListQuery): PackageListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(PACKAGE_TABS),
});

// ---- detail states (DetailState as the detail resource keeps it) ----

export const loadingDetail = <Detail>(): DetailState<Detail> => ({ status: 'loading', id: null, data: null, error: null, command: null });
export const failedDetail = <Detail>(error: ApiFailure): DetailState<Detail> => ({ status: 'error', id: null, data: null, error, command: null });
export function readyDetail<Detail>(data: Detail, id: number): DetailState<Detail> {
  return { status: 'ready', id, data, error: null, command: null };
}

const IDLE: CommandView = { submitting: false, error: null, succeeded: false };
/** `commandOf` for the detail pages: the named command in the given state, every other one idle. */
export function commandIn(name: string | null = null, view: Partial<CommandView> = {}): (asked: string) => CommandView {
  return (asked) => (asked === name ? { ...IDLE, ...view } : IDLE);
}

// ---- sample orders ----

/** The company's newest order whose detail passes `test` (the book holds ~3,000, newest last). */
function newestOrder(companyId: number, what: string, test: (detail: OrderDetailAnswer) => boolean): OrderDetailAnswer {
  const orders = orderBookOf(world, companyId)?.orders ?? [];
  for (let at = orders.length - 1; at >= 0; at -= 1) {
    const detail = getOrderDetail(world, companyId, orders[at]!.id, STORY_NOW);
    if (detail && test(detail)) return detail;
  }
  throw new Error(`The seeded world holds no ${what} for company ${companyId}`);
}

const allOpenPlan = (detail: OrderDetailAnswer) =>
  planPackage(
    detail.order,
    packageableItems(detail.order).map((item) => item.id),
    detail.turkeyCap,
  );
const lockedIncorrectPricing = ({ order, locks }: OrderDetailAnswer) =>
  order.items.some((item) => item.cancellation?.reason === 'incorrectPricing' && locks.some((lock) => lock.sku === item.sku && lock.state === 'locked'));

export const ORDERS = {
  /** Packaged, invoiced, with its package: every tab has something to show. */
  packaged: newestOrder(
    SELLER_COMPANY_ID,
    'packaged order with an invoice',
    ({ order, packages }) => order.invoice !== null && packages.length > 0 && orderTabOf(order, packages, STORY_NOW) === 'packaged' && order.items.length > 1,
  ),
  /** Waiting for packaging, several open items. */
  ready: newestOrder(
    SELLER_COMPANY_ID,
    'order ready for packaging',
    ({ order, packages }) =>
      order.items.length > 2 && packageableItems(order).length === order.items.length && orderTabOf(order, packages, STORY_NOW) === 'readyForPackaging',
  ),
  /** Shipped items: it cannot be cancelled at all. */
  shipped: newestOrder(SELLER_COMPANY_ID, 'order with shipped items', ({ order }) => hasShippedItems(order) && order.items.length > 1),
  /** One item cancelled, the others still cancellable. */
  partCancelled: newestOrder(
    SELLER_COMPANY_ID,
    'partly cancelled open order',
    ({ order }) => order.items.some((item) => item.status === 'cancelled') && order.items.some((item) => item.status === 'open'),
  ),
  /** Cancelled for Incorrect Pricing; its products are still locked on the marketplace. */
  incorrectPricing: newestOrder(SELLER_COMPANY_ID, 'order locked by an Incorrect Pricing cancellation', lockedIncorrectPricing),
  /** Gulf Home Goods to Turkey: the price cap is in force, and packaging every open item stays under it. */
  turkeyUnderCap: newestOrder(
    GULF_COMPANY_ID,
    'Turkey-bound order under the cap',
    (detail) => detail.turkeyCap !== null && packageableItems(detail.order).length > 0 && typeof allOpenPlan(detail) !== 'string',
  ),
  /** Gulf Home Goods to Turkey: every open item together is over the cap. */
  turkeyOverCap: newestOrder(
    GULF_COMPANY_ID,
    'Turkey-bound order over the cap',
    (detail) => detail.turkeyCap !== null && packageableItems(detail.order).length > 1 && allOpenPlan(detail) === 'turkeyPriceCap',
  ),
  /** An open order of the company the admin acts as (the delete dialog). */
  actedAs: newestOrder(GULF_COMPANY_ID, 'open order', ({ order }) => packageableItems(order).length === order.items.length),
} as const satisfies Record<string, OrderDetailAnswer>;

export type OrderSample = keyof typeof ORDERS;

/** GET /api/orders/:id/logs for one of the samples. */
export function logsOf(sample: OrderSample): OrderLogsAnswer {
  const { order } = ORDERS[sample];
  return orderLogs(world, order.companyId, order.id) ?? { items: [] };
}

// ---- sample packages ----

function newestPackage(companyId: number, what: string, test: (pkg: Package) => boolean): PackageDetailAnswer {
  const packages = orderBookOf(world, companyId)?.packages ?? [];
  for (let at = packages.length - 1; at >= 0; at -= 1) {
    const detail = test(packages[at]!) ? getPackage(world, companyId, packages[at]!.id) : undefined;
    if (detail) return detail;
  }
  throw new Error(`The seeded world holds no ${what} for company ${companyId}`);
}

export const PACKAGES = {
  /** Still with the seller: the label can be refreshed and re-created. */
  packaged: newestPackage(
    SELLER_COMPANY_ID,
    'packaged package with a label',
    (pkg) => pkg.status === 'packaged' && pkg.hasLabel && pkg.deliveryRows.length > 0,
  ),
  /** With the carrier: re-creating the label is refused, and the page says why. */
  shipped: newestPackage(SELLER_COMPANY_ID, 'shipped package', (pkg) => pkg.status === 'shipped' && pkg.deliveryRows.length > 1),
  /** Cancelled: neither label action applies, and the page says why once. */
  cancelled: newestPackage(SELLER_COMPANY_ID, 'cancelled package', (pkg) => !isActivePackage(pkg)),
  /** Of the company the admin acts as (the delete dialog). */
  actedAs: newestPackage(GULF_COMPANY_ID, 'packaged package', (pkg) => pkg.status === 'packaged'),
} as const satisfies Record<string, PackageDetailAnswer>;
