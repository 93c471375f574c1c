/** The marketplace service's marketplaces, sidebar counts, orders and packages (types in marketplace.ts). */
import { answer, policy, route } from '../api/route-def';
import type { Counts } from '../api/session';
import { createPackageSchema, type CreatedPackageAnswer, type OrderDetailAnswer, type OrderListAnswer, type OrderLogsAnswer } from '../orders/order.api';
import { orderFilterProblems, orderQueryToRaw, parseOrderQuery } from '../orders/order.query';
import type { PackageDetailAnswer, PackageListAnswer } from '../packages/package.api';
import { packageFilterProblems, packageQueryToRaw, parsePackageQuery } from '../packages/package.query';
import { invoiceUploadSchema, orderCancelSchema, type InvoiceFileAnswer, type Marketplace } from './marketplace';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const ORDER = '/v1/companies/:companyId/orders/:orderId';
const PACKAGE = '/v1/companies/:companyId/packages/:packageId';

export const serviceOrderQuery = serviceListQuery(parseOrderQuery, orderQueryToRaw, orderFilterProblems);
export const servicePackageQuery = serviceListQuery(parsePackageQuery, packageQueryToRaw, (query) => packageFilterProblems(query));

export const MARKETPLACE_ROUTES = serviceRoutes('marketplace', {
  listMarketplaces: route.get('/v1/marketplaces', { answer: answer<{ items: Marketplace[] }>(), policy: token }),
  /** The sidebar badges. */
  counts: route.get('/v1/companies/:companyId/counts', { answer: answer<Counts>(), policy: token }),

  listOrders: route.get('/v1/companies/:companyId/orders', { query: serviceOrderQuery, answer: answer<OrderListAnswer>(), policy: token }),
  getOrder: route.get(ORDER, { answer: answer<OrderDetailAnswer>(), policy: token }),
  orderLogs: route.get(`${ORDER}/logs`, { answer: answer<OrderLogsAnswer>(), policy: token }),
  cancelOrder: route.post(`${ORDER}/cancel`, { body: orderCancelSchema, answer: answer<OrderDetailAnswer>(), policy: token }),
  createPackage: route.post(`${ORDER}/packages`, { body: createPackageSchema, answer: answer<CreatedPackageAnswer>(), policy: token }),
  uploadInvoice: route.post(`${ORDER}/invoice`, { body: invoiceUploadSchema, answer: answer<OrderDetailAnswer>(), policy: token }),
  invoiceFile: route.get(`${ORDER}/invoice/file`, { answer: answer<InvoiceFileAnswer>(), policy: token }),
  /** Staff only (a token with `act`, an admin or the BFF itself). */
  deleteOrder: route.delete(ORDER, { answer: answer<null>(), status: 204, policy: token }),

  listPackages: route.get('/v1/companies/:companyId/packages', { query: servicePackageQuery, answer: answer<PackageListAnswer>(), policy: token }),
  getPackage: route.get(PACKAGE, { answer: answer<PackageDetailAnswer>(), policy: token }),
  refreshLabel: route.post(`${PACKAGE}/label/refresh`, { answer: answer<PackageDetailAnswer>(), policy: token }),
  recreateLabel: route.post(`${PACKAGE}/label/recreate`, { answer: answer<PackageDetailAnswer>(), policy: token }),
  /** Staff only; the package's items go back to open. */
  deletePackage: route.delete(PACKAGE, { answer: answer<null>(), status: 204, policy: token }),
});
