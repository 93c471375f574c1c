/**
 * Dashboard figures for the stories, from the same seeded world the sandbox serves and built by the same functions the
 * sandbox services use (mocks/world/dashboard): what a story shows is what the app would get.
 */
import type { DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import { DEFAULT_DASHBOARD_FRESH_SECONDS, DEFAULT_DASHBOARD_MAX_STALE_SECONDS } from '@contract/dashboard/dashboard-cache.types';
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { dashboardFigures, emptyDashboardFigures } from '@mocks/world/dashboard/dashboard-figures';
import { findCompany } from '@mocks/world/lookups';
import { createWorld } from '@mocks/world/world';
import { apiFailure } from './failures';
import { STORY_NOW } from './order-data';

const world = createWorld({ now: STORY_NOW });
const asOf = new Date(STORY_NOW).toISOString();

export const DASHBOARD: DashboardAnswer = { ...dashboardFigures(world, 1001, STORY_NOW), asOf, stale: false, refreshing: false };
/** Gulf Home Goods (outside Turkey: settled in US dollars). */
export const GULF_DASHBOARD: DashboardAnswer = { ...dashboardFigures(world, 1002, STORY_NOW), asOf, stale: false, refreshing: false };
/** Figures kept from 25 minutes before: the last refresh failed (a service is not answering). */
export const STALE_DASHBOARD: DashboardAnswer = { ...DASHBOARD, asOf: new Date(STORY_NOW - 25 * 60_000).toISOString(), stale: true };
export const EMPTY_DASHBOARD: DashboardAnswer = { ...emptyDashboardFigures(world, 1001, STORY_NOW), asOf, stale: false, refreshing: false };

export const dashboardState = (data: DashboardAnswer | null, status: DetailState<DashboardAnswer>['status'] = 'ready'): DetailState<DashboardAnswer> => ({
  status,
  id: 1001,
  data,
  error: null,
  command: null,
});
export const failedDashboard = (code: 'downstreamUnavailable' | 'generic'): DetailState<DashboardAnswer> => ({
  status: 'error',
  id: 1001,
  data: null,
  error: apiFailure(code),
  command: null,
});

/** An entry as the BFF lists it: the size is that of the cached figures (the answer without asOf and stale). */
function entry(companyId: number, ageSeconds: number, { asOf: _asOf, stale: _stale, ...figures }: DashboardAnswer) {
  return {
    companyId,
    companyName: findCompany(world, companyId)?.name ?? '',
    asOf: new Date(STORY_NOW - ageSeconds * 1000).toISOString(),
    ageSeconds,
    sizeBytes: new TextEncoder().encode(JSON.stringify(figures)).length,
    stale: ageSeconds >= DEFAULT_DASHBOARD_FRESH_SECONDS,
  };
}

export const CACHE: DashboardCacheAnswer = {
  items: [entry(1001, 12, DASHBOARD), entry(1002, 340, GULF_DASHBOARD)],
  freshSeconds: DEFAULT_DASHBOARD_FRESH_SECONDS,
  maxStaleSeconds: DEFAULT_DASHBOARD_MAX_STALE_SECONDS,
};
export const cacheState = (data: DashboardCacheAnswer | null, extra: Partial<DetailState<DashboardCacheAnswer>> = {}): DetailState<DashboardCacheAnswer> => ({
  status: 'ready',
  id: 0,
  data,
  error: null,
  command: null,
  ...extra,
});
