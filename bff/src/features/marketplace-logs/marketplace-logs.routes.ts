/**
 * Marketplace Logs (spec §2 /reports/marketplaces): the company's logs and one log (Log Detail), read from the
 * marketplace service. When the service cannot answer, the screen's own spec §8 text is the error:
 * 'Cannot load the marketplace logs. Please try again later.' (`marketplaceLogsLoad`, 503).
 */
import { MARKETPLACE_LOG_ROUTES as SERVICE_LOG_ROUTES } from '@contract/downstream/marketplace-logs.routes';
import type { ErrorCode } from '@contract/errors';
import { MARKETPLACE_LOG_ROUTES } from '@contract/logs/log.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

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
  return apiRoutes(
    serve(MARKETPLACE_LOG_ROUTES.list, async (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return loaded(c.get('services').callText(SERVICE_LOG_ROUTES.listLogs, caller, { params: { companyId }, query }));
    }),
    serve(MARKETPLACE_LOG_ROUTES.detail, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return loaded(c.get('services').call(SERVICE_LOG_ROUTES.getLog, caller, { params: { companyId, logId: params.id } }));
    }),
  );
}
