/** The dashboard cache as the config sets it up, logging failed background refreshes. */
import type { DashboardData } from '@contract/dashboard/dashboard.types';
import { ApiFailure } from './api-failure';
import type { Clock } from './clock';
import type { Config } from '../config';
import { DashboardCache } from './dashboard-cache';
import type { LogSink } from './logger';
import type { Store } from './store';

/** `name` keeps another cache of the same rules apart (Today's parts); the dashboard's is the default. */
export function dashboardCacheOf<Data = DashboardData>(config: Config, store: Store, clock: Clock, sink: LogSink, name?: string): DashboardCache<Data> {
  return new DashboardCache<Data>({
    ...(name === undefined ? {} : { name }),
    store,
    clock,
    freshMs: config.dashboardFreshSeconds * 1000,
    maxStaleMs: config.dashboardMaxStaleSeconds * 1000,
    lockMs: config.downstreamTimeoutMs * 2 + 5_000,
    onRefreshFailed: (companyId, error) =>
      sink({
        level: 'warn',
        msg: `${name ?? 'dashboard'} refresh failed; serving the cached figures`,
        companyId,
        error: error instanceof ApiFailure ? error.code : error instanceof Error ? error.message : String(error),
      }),
  });
}
