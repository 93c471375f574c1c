/**
 * The accounting service's reconciliation and payments (ACCOUNTING_ROUTES of contract/downstream/accounting.routes.ts),
 * over the world's ledger (mocks/world/accounting). Scoped like the marketplace service.
 */
import { ACCOUNTING_ROUTES as ROUTES } from '@contract/downstream/accounting.routes';
import { getPayment, listPayments } from '@mocks/world/accounting/payments';
import { getReconciliationPeriod, listReconciliation } from '@mocks/world/accounting/reconciliation-list';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const noSuch = (what: string) => (c: ServiceContext) => fail(c, 404, 'not_found', `No such ${what} in this company.`);

function settle<T extends object>(c: ServiceContext, result: T | undefined, what: string): T | Response {
  return result === undefined ? noSuch(what)(c) : result;
}

export function mountReconciliationRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, ROUTES.listLines, (c, { params, query }) => settle(c, listReconciliation(world, params.companyId, query, now()), 'company'), {
    world,
    badQuery: (c) => fail(c, 400, 'bad_request', 'Invalid date range.'),
  });
  serveService(app, ROUTES.getPeriod, (c, { params }) => settle(c, getReconciliationPeriod(world, params.companyId, params.periodId, now()), 'period'), {
    world,
    notFound: noSuch('period'),
  });
  serveService(app, ROUTES.listPayments, (c, { params, query }) => settle(c, listPayments(world, params.companyId, query, now()), 'company'), { world });
  serveService(app, ROUTES.getPayment, (c, { params }) => settle(c, getPayment(world, params.companyId, params.paymentId, now()), 'payment'), {
    world,
    notFound: noSuch('payment'),
  });
}
