/**
 * Marketplace Logs (spec §2 /reports/marketplaces): the company's logs and one log (Log Detail), read from the
 * marketplace service. When the service cannot answer, the screen's own spec §8 text is the error:
 * 'Cannot load the marketplace logs. Please try again later.' (`marketplaceLogsLoad`, 503).
 */
import { MARKETPLACE_LOG_ROUTES as SERVICE_LOG_ROUTES } from '@contract/downstream/marketplace-logs.routes';
import type { ErrorCode } from '@contract/errors';
import { MARKETPLACE_LOG_ROUTES } from '@contract/logs/log.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes } from '../../lib/api-route';
import { forward, idAs } from '../../lib/forward';

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
    forward(MARKETPLACE_LOG_ROUTES.list, SERVICE_LOG_ROUTES.listLogs, { answer: 'text', via: loaded }),
    forward(MARKETPLACE_LOG_ROUTES.detail, SERVICE_LOG_ROUTES.getLog, { params: idAs('logId'), via: loaded }),
  );
}
