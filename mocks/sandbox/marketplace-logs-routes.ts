/**
 * The marketplace service's logs report (contract/downstream/marketplace-logs.ts) under /v1/companies/:companyId,
 * over the world's marketplace logs. The company comes from the path and must be the token's.
 */
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import { marketplaceLogFilterProblems, parseLogId, parseMarketplaceLogQuery } from '@contract/logs/log.query';
import { getMarketplaceLog, listMarketplaceLogs } from '@mocks/world/logs/marketplace-log-list';
import type { World } from '@mocks/world/world';
import { companyOf } from './orders-routes';
import { fail } from './responses';
import type { ServiceApp } from './service-app';

const BASE = '/v1/companies/:companyId';

export function mountMarketplaceLogRoutes(app: ServiceApp, world: World): void {
  app.get(`${BASE}/logs`, (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const query = parseMarketplaceLogQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX);
    const problems = marketplaceLogFilterProblems(query);
    if (problems) return fail(c, 400, 'bad_request', `Invalid filters: ${Object.keys(problems).join(', ')}.`);
    return c.json(listMarketplaceLogs(world, companyId, query));
  });

  app.get(`${BASE}/logs/:logId`, (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const id = parseLogId(c.req.param('logId'));
    const log = id === null ? undefined : getMarketplaceLog(world, companyId, id);
    return log ? c.json(log) : fail(c, 404, 'not_found', 'No such log in this company.');
  });
}
