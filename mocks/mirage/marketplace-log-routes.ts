/** The BFF's Marketplace Logs API (contract/api/paths.ts API.marketplaceLogs) over the world's marketplace logs. */
import { API } from '@contract/api/paths';
import { zeroCounts } from '@contract/lists/list-query';
import { LOG_TABS, marketplaceLogFilterProblems, parseLogId, parseMarketplaceLogQuery, type MarketplaceLogListAnswer } from '@contract/logs/log.query';
import { getMarketplaceLog, listMarketplaceLogs } from '@mocks/world/logs/marketplace-log-list';
import type { MockRoute } from './mock-route';
import { failure, json } from './respond';
import { isResponse, rawQueryOf, sellerScope } from './seller-scope';

const BROWSER_PAGE_SIZE_MAX = 100;

/** Like the BFF: a service that cannot answer is the screen's own spec §8 text. */
const route = (path: string, handle: MockRoute['handle']): MockRoute => ({ method: 'get', path, handle, errorsScenario: 'marketplaceLogsLoad' });

export const MARKETPLACE_LOG_ROUTES: readonly MockRoute[] = [
  route(API.marketplaceLogs, (request, context) => {
    const scope = sellerScope(context, 'reports.view');
    if (isResponse(scope)) return scope;
    const query = parseMarketplaceLogQuery(rawQueryOf(request), BROWSER_PAGE_SIZE_MAX);
    const problems = marketplaceLogFilterProblems(query);
    if (problems) return failure('validation', problems);
    if (context.scenario === 'empty') {
      return json(200, { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: zeroCounts(LOG_TABS) } satisfies MarketplaceLogListAnswer);
    }
    return json(200, listMarketplaceLogs(context.world, scope.companyId, query));
  }),
  route(`${API.marketplaceLogs}/:id`, (request, context) => {
    const scope = sellerScope(context, 'reports.view');
    if (isResponse(scope)) return scope;
    const id = parseLogId(request.params.id);
    const log = id === null || context.scenario === 'empty' ? undefined : getMarketplaceLog(context.world, scope.companyId, id);
    return log ? json(200, log) : failure('notFound');
  }),
];
