/**
 * Exports (spec §5: at most 100,000 rows; the package export needs a date range). Like the BFF, an export counts the
 * rows of the tab and filters on screen, refuses over the cap, and records a finished Transaction (listed by
 * transaction-routes.ts).
 */
import type { Response } from 'miragejs';
import { API } from '@contract/api/paths';
import { exportTooLarge } from '@contract/exports/export.rules';
import { orderFilterProblems, parseOrderQuery } from '@contract/orders/order.query';
import type { ExportAnswer } from '@contract/orders/order.api';
import { packageFilterProblems, parsePackageQuery } from '@contract/packages/package.query';
import type { Transaction, TransactionMethod } from '@contract/transactions/transaction.types';
import { listOrders } from '@mocks/world/orders/order-list';
import { listPackages } from '@mocks/world/orders/package-list';
import type { MockContext } from './mock-context';
import type { MockRoute } from './mock-route';
import { bodyOf, failure, json } from './respond';
import { isResponse, rawBodyOf, sellerScope, type SellerScope } from './seller-scope';

export function record(context: MockContext, scope: SellerScope, method: TransactionMethod, rows: number): Response {
  if (exportTooLarge(rows)) return failure('exportTooLarge');
  const date = new Date(context.now()).toISOString();
  const transaction: Transaction = {
    id: globalThis.crypto.randomUUID(), companyId: scope.companyId, date, updatedAt: date, status: 'done', method,
    file: null, importErrorFile: null, error: null, childErrors: [], rows, progress: null, createdBy: scope.who.session.actingAdminId ?? scope.who.user.id,
  };
  context.transactions.push(transaction);
  return json(202, { transactionId: transaction.id, rows } satisfies ExportAnswer);
}

const route = (method: MockRoute['method'], path: string, handle: MockRoute['handle']): MockRoute =>
  ({ method, path, handle, errorsScenario: 'downstreamUnavailable' });

export const EXPORT_ROUTES: readonly MockRoute[] = [
  route('post', API.ordersExport, (request, context) => {
    const scope = sellerScope(context, 'orders.view');
    if (isResponse(scope)) return scope;
    const query = parseOrderQuery(rawBodyOf(bodyOf(request)));
    const problems = orderFilterProblems(query);
    if (problems) return failure('validation', problems);
    const rows = context.scenario === 'empty' ? 0 : listOrders(context.world, scope.companyId, { ...query, pageSize: 1 }, context.now()).total;
    return record(context, scope, 'orderExport', rows);
  }),
  route('post', API.packagesExport, (request, context) => {
    const scope = sellerScope(context, 'packages.view');
    if (isResponse(scope)) return scope;
    const query = parsePackageQuery(rawBodyOf(bodyOf(request)));
    const problems = packageFilterProblems(query, true);
    if (problems) return failure('validation', problems);
    const rows = context.scenario === 'empty' ? 0 : listPackages(context.world, scope.companyId, { ...query, pageSize: 1 }).total;
    return record(context, scope, 'packageExport', rows);
  }),
];
