/**
 * Marketplace Logs (spec §2 /reports/marketplaces): the company's logs and one log (Log Detail), read from the
 * marketplace service. When the service cannot answer, the screen's own spec §8 text is the error:
 * 'Cannot load the marketplace logs. Please try again later.' (`marketplaceLogsLoad`, 503).
 */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import type { ErrorCode } from '@contract/errors';
import { marketplaceLogFilterProblems, marketplaceLogQueryToRaw, parseMarketplaceLogQuery, type MarketplaceLogAnswer } from '@contract/logs/log.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';
import { jsonText } from '../../lib/json-text';
import { idParam, sellerScope } from '../../lib/seller-scope';
import { policy } from '../../middleware/policy';

const BROWSER_PAGE_SIZE_MAX = 100;
/** What a service that is down or failing becomes; refusals (not found, forbidden) keep their own codes. */
const LOAD_FAILURES: readonly ErrorCode[] = ['downstreamUnavailable', 'generic'];

async function loaded<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiFailure && LOAD_FAILURES.includes(error.code)) throw new ApiFailure('marketplaceLogsLoad', { cause: error });
    throw error;
  }
}

export function marketplaceLogsRoutes() {
  return new Hono<AppEnv>()
    .get(API.marketplaceLogs, policy.can('reports.view'), async (c) => {
      const query = parseMarketplaceLogQuery(c.req.query(), BROWSER_PAGE_SIZE_MAX);
      const fields = marketplaceLogFilterProblems(query);
      if (fields) throw new ApiFailure('validation', { fields });
      const { caller, companyId } = sellerScope(c);
      return jsonText(c, await loaded(c.get('services').marketplaceText(caller, companyId, '/logs', { query: marketplaceLogQueryToRaw(query) })));
    })
    .get(`${API.marketplaceLogs}/:id`, policy.can('reports.view'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { caller, companyId } = sellerScope(c);
      return c.json(await loaded(c.get('services').marketplace<MarketplaceLogAnswer>(caller, companyId, `/logs/${id}`)));
    });
}
