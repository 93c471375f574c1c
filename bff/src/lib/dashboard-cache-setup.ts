/** The dashboard cache as the config sets it up, logging failed background refreshes. */
import { ApiFailure } from './api-failure';
import type { Clock } from './clock';
import type { Config } from '../config';
import { DashboardCache } from './dashboard-cache';
import type { LogSink } from './logger';
import type { Store } from './store';

export function dashboardCacheOf(config: Config, store: Store, clock: Clock, sink: LogSink): DashboardCache {
  return new DashboardCache({
    store,
    clock,
    freshMs: config.dashboardFreshSeconds * 1000,
    maxStaleMs: config.dashboardMaxStaleSeconds * 1000,
    lockMs: config.downstreamTimeoutMs * 2 + 5_000,
    onRefreshFailed: (companyId, error) =>
      sink({
        level: 'warn',
        msg: 'dashboard refresh failed; serving the cached figures',
        companyId,
        error: error instanceof ApiFailure ? error.code : error instanceof Error ? error.message : String(error),
      }),
  });
}
