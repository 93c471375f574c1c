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

export function mountReconciliationRoutes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, ROUTES.listLines, (_c, { params, query }) => listReconciliation(world, params.companyId, query, now()), {
    world,
    badQuery: (c) => fail(c, 400, 'bad_request', 'Invalid date range.'),
  });
  serveService(app, ROUTES.getPeriod, (_c, { params }) => getReconciliationPeriod(world, params.companyId, params.periodId, now()), {
    world,
    notFound: noSuch('period'),
  });
  serveService(app, ROUTES.listPayments, (_c, { params, query }) => listPayments(world, params.companyId, query, now()), { world });
  serveService(app, ROUTES.getPayment, (_c, { params }) => getPayment(world, params.companyId, params.paymentId, now()), {
    world,
    notFound: noSuch('payment'),
  });
}
