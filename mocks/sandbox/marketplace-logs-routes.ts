/**
 * The marketplace service's logs report (MARKETPLACE_LOG_ROUTES of contract/downstream/marketplace-logs.routes.ts),
 * over the world's marketplace logs. The company comes from the path and must be the token's.
 */
import { MARKETPLACE_LOG_ROUTES as ROUTES } from '@contract/downstream/marketplace-logs.routes';
import { getMarketplaceLog, listMarketplaceLogs } from '@mocks/world/logs/marketplace-log-list';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such log in this company.');

export function mountMarketplaceLogRoutes(app: ServiceApp, world: World): void {
  serveService(app, ROUTES.listLogs, (_c, { params, query }) => listMarketplaceLogs(world, params.companyId, query), { world });
  serveService(app, ROUTES.getLog, (c, { params }) => getMarketplaceLog(world, params.companyId, params.logId) ?? notFound(c), { world, notFound });
}
