/**
 * The accounting service's reconciliation and payments (contract/downstream/accounting.ts) under
 * /v1/companies/:companyId, over the world's ledger (mocks/world/accounting). Scoped like the marketplace service.
 */
import type { Context } from 'hono';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import { lineFilterProblems, parsePaymentQuery, parseReconciliationQuery } from '@contract/reconciliation/reconciliation.query';
import { findCompany } from '@mocks/world/lookups';
import { getPayment, listPayments } from '@mocks/world/accounting/payments';
import { getReconciliationPeriod, listReconciliation } from '@mocks/world/accounting/reconciliation-list';
import type { World } from '@mocks/world/world';
import { mayReadCompany, type SandboxEnv } from './jwt-guard';
import { fail, positiveInt } from './responses';
import type { ServiceApp } from './service-app';

type Ctx = Context<SandboxEnv>;
const BASE = '/v1/companies/:companyId';

function companyOf(c: Ctx, world: World): number | Response {
  const companyId = positiveInt(c.req.param('companyId'));
  if (companyId === null) return fail(c, 404, 'not_found', 'No such company.');
  if (!mayReadCompany(c.get('claims'), companyId)) return fail(c, 403, 'forbidden', 'This token may not read that company.');
  return findCompany(world, companyId) ? companyId : fail(c, 404, 'not_found', 'No such company.');
}

function answer<T extends object>(c: Ctx, result: T | undefined, what: string) {
  return result === undefined ? fail(c, 404, 'not_found', `No such ${what} in this company.`) : c.json(result);
}

export function mountReconciliationRoutes(app: ServiceApp, world: World, now: () => number): void {
  const withId = (c: Ctx, name: string, what: string, run: (companyId: number, id: number) => object | undefined) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const id = positiveInt(c.req.param(name));
    return answer(c, id === null ? undefined : run(companyId, id), what);
  };

  app.get(`${BASE}/reconciliation/lines`, (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const query = parseReconciliationQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX);
    if (lineFilterProblems(query)) return fail(c, 400, 'bad_request', 'Invalid date range.');
    return answer(c, listReconciliation(world, companyId, query, now()), 'company');
  });
  app.get(`${BASE}/reconciliation/periods/:periodId`, (c) =>
    withId(c, 'periodId', 'period', (companyId, id) => getReconciliationPeriod(world, companyId, id, now())));
  app.get(`${BASE}/payments`, (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    return answer(c, listPayments(world, companyId, parsePaymentQuery(c.req.query()), now()), 'company');
  });
  app.get(`${BASE}/payments/:paymentId`, (c) =>
    withId(c, 'paymentId', 'payment', (companyId, id) => getPayment(world, companyId, id, now())));
}
