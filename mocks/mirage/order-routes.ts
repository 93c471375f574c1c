/** The BFF's orders API (contract/api/paths.ts API.orders) over the world's order operations. */
import type { Request, Response } from 'miragejs';
import { API } from '@contract/api/paths';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { zeroCounts } from '@contract/lists/list-query';
import { cancelOrderSchema, createPackageSchema, type OrderListAnswer } from '@contract/orders/order.api';
import { orderFilterProblems, parseOrderQuery } from '@contract/orders/order.query';
import { ORDER_TABS } from '@contract/orders/order.tabs';
import type { CancelReason } from '@contract/orders/order.types';
import { getOrderDetail } from '@mocks/world/orders/order-detail';
import { listOrders } from '@mocks/world/orders/order-list';
import { cancelItems, createPackage, deleteOrder, orderLogs } from '@mocks/world/orders/order-operations';
import type { MockContext } from './mock-context';
import type { MockRoute } from './mock-route';
import { uploadInvoiceRoute } from './invoice-route';
import { bodyOf, failure, json } from './respond';
import { isResponse, pathId, rawQueryOf, sellerScope, worldAnswer, type SellerScope } from './seller-scope';

const BROWSER_PAGE_SIZE_MAX = 100;

/** Runs `work` for the seller's order in the path; the 'empty' scenario knows no orders. */
function onOrder(request: Request, context: MockContext, permission: 'orders.view' | 'orders.delete', work: (scope: SellerScope, id: number) => Response) {
  const scope = sellerScope(context, permission);
  if (isResponse(scope)) return scope;
  const id = pathId(request);
  if (id === null || context.scenario === 'empty') return failure('notFound');
  return work(scope, id);
}

const route = (method: MockRoute['method'], path: string, handle: MockRoute['handle']): MockRoute =>
  ({ method, path, handle, errorsScenario: 'downstreamUnavailable' });

export const ORDER_ROUTES: readonly MockRoute[] = [
  route('get', API.orders, (request, context) => {
    const scope = sellerScope(context, 'orders.view');
    if (isResponse(scope)) return scope;
    const query = parseOrderQuery(rawQueryOf(request), BROWSER_PAGE_SIZE_MAX);
    const problems = orderFilterProblems(query);
    if (problems) return failure('validation', problems);
    if (context.scenario === 'empty') {
      return json(200, { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: zeroCounts(ORDER_TABS) } satisfies OrderListAnswer);
    }
    return json(200, listOrders(context.world, scope.companyId, query, context.now()));
  }),
  route('get', `${API.orders}/:id`, (request, context) =>
    onOrder(request, context, 'orders.view', ({ companyId }, id) => worldAnswer(getOrderDetail(context.world, companyId, id, context.now())))),
  route('get', `${API.orders}/:id/logs`, (request, context) =>
    onOrder(request, context, 'orders.view', ({ companyId }, id) => worldAnswer(orderLogs(context.world, companyId, id)))),
  route('post', `${API.orders}/:id/cancel`, (request, context) => onOrder(request, context, 'orders.view', ({ who, companyId }, id) => {
    const body = bodyOf(request);
    const problems = fieldErrors(cancelOrderSchema, body);
    if (problems) return failure('validation', problems);
    const { itemIds, reason } = cancelOrderSchema.cast(body, { stripUnknown: true });
    // Like the BFF: the person who clicked, i.e. the admin when an admin acts as the seller.
    const canceledBy = who.user.actingAdmin?.name ?? `${who.user.first_name} ${who.user.last_name}`.trim();
    const userType = who.session.actingAdminId ? 'admin' : 'seller';
    return worldAnswer(cancelItems(context.world, companyId, id, { itemIds, reason: reason as CancelReason, userType, canceledBy }, context.now()));
  })),
  route('post', `${API.orders}/:id/packages`, (request, context) => onOrder(request, context, 'orders.view', ({ companyId }, id) => {
    const body = bodyOf(request);
    const problems = fieldErrors(createPackageSchema, body);
    if (problems) return failure('validation', problems);
    const { itemIds } = createPackageSchema.cast(body, { stripUnknown: true });
    return worldAnswer(createPackage(context.world, companyId, id, itemIds, context.now()));
  })),
  route('post', `${API.orders}/:id/invoice`, uploadInvoiceRoute),
  route('delete', `${API.orders}/:id`, (request, context) => onOrder(request, context, 'orders.delete', ({ companyId }, id) =>
    (deleteOrder(context.world, companyId, id) ? json(204) : failure('notFound')))),
];
