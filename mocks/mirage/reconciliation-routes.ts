/**
 * The BFF's reconciliation and payments API (contract/api/paths.ts) over the world's ledger, with the BFF's rules:
 * reconciliation for sellers, payments for an admin acting as one, exports counted and capped like the BFF's.
 */
import { API } from '@contract/api/paths';
import { lineFilterProblems, parsePaymentQuery, parseReconciliationQuery } from '@contract/reconciliation/reconciliation.query';
import { getPayment, listPayments } from '@mocks/world/accounting/payments';
import { getReconciliationPeriod, listReconciliation } from '@mocks/world/accounting/reconciliation-list';
import { record } from './export-routes';
import type { MockContext } from './mock-context';
import type { MockRoute } from './mock-route';
import { bodyOf, failure } from './respond';
import { isResponse, pathId, rawBodyOf, rawQueryOf, sellerScope, worldAnswer } from './seller-scope';

const BROWSER_PAGE_SIZE_MAX = 100;
/** The 'empty' scenario: a company with no orders yet (only its current period, all zero). */
const scanOptions = (context: MockContext) => ({ withoutOrders: context.scenario === 'empty' });

const route = (method: MockRoute['method'], path: string, handle: MockRoute['handle']): MockRoute =>
  ({ method, path, handle, errorsScenario: 'downstreamUnavailable' });

export const RECONCILIATION_ROUTES: readonly MockRoute[] = [
  route('get', API.reconciliation, (request, context) => {
    const scope = sellerScope(context, 'reconciliation.view');
    if (isResponse(scope)) return scope;
    const query = parseReconciliationQuery(rawQueryOf(request), BROWSER_PAGE_SIZE_MAX);
    const problems = lineFilterProblems(query);
    if (problems) return failure('validation', problems);
    return worldAnswer(listReconciliation(context.world, scope.companyId, query, context.now(), scanOptions(context)));
  }),
  route('post', API.reconciliationExport, (request, context) => {
    const scope = sellerScope(context, 'reconciliation.view');
    if (isResponse(scope)) return scope;
    const query = parseReconciliationQuery(rawBodyOf(bodyOf(request)));
    const problems = lineFilterProblems(query);
    if (problems) return failure('validation', problems);
    const rows = listReconciliation(context.world, scope.companyId, { ...query, page: 1, pageSize: 1 }, context.now(), scanOptions(context))?.total ?? 0;
    return record(context, scope, 'reconciliationExport', rows);
  }),
  route('get', `${API.reconciliation}/periods/:id`, (request, context) => {
    const scope = sellerScope(context, 'reconciliation.view');
    if (isResponse(scope)) return scope;
    const id = pathId(request);
    if (id === null) return failure('notFound');
    return worldAnswer(getReconciliationPeriod(context.world, scope.companyId, id, context.now(), scanOptions(context)));
  }),
  route('get', API.payments, (request, context) => {
    const scope = sellerScope(context, 'payments.view');
    if (isResponse(scope)) return scope;
    const query = parsePaymentQuery(rawQueryOf(request));
    return worldAnswer(listPayments(context.world, scope.companyId, query, context.now(), context.scenario === 'empty'));
  }),
  route('get', `${API.payments}/:id`, (request, context) => {
    const scope = sellerScope(context, 'payments.view');
    if (isResponse(scope)) return scope;
    const id = pathId(request);
    if (id === null || context.scenario === 'empty') return failure('notFound');
    return worldAnswer(getPayment(context.world, scope.companyId, id, context.now()));
  }),
];
