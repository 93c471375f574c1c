/**
 * Today's cache: one per service part, with the dashboard's fresh and stale rules (DashboardCache), so a service that
 * is down serves its last part marked stale while the others stay current. A seller's command that may change the
 * list drops the company's parts (todayInvalidation), so the list the SPA asks for next is built afresh.
 */
import type { Context, Next } from 'hono';
import type { TodayTotals } from '@contract/today/today.order';
import { TODAY_SERVICES, type TodayItem, type TodayService } from '@contract/today/today.types';
import type { Config } from '../../config';
import type { AppEnv } from '../../lib/app-env';
import type { Clock } from '../../lib/clock';
import type { DashboardCache } from '../../lib/dashboard-cache';
import { dashboardCacheOf } from '../../lib/dashboard-cache-setup';
import type { LogSink } from '../../lib/logger';
import type { Store } from '../../lib/store';

/** What a part's cache entry holds: the first items of each of the service's groups (what the list shows), and each group's total. */
export interface TodayCachedPart {
  items: TodayItem[];
  totals: TodayTotals;
}

export type TodayCaches = Record<TodayService, DashboardCache<TodayCachedPart>>;

export function todayCachesOf(config: Config, store: Store, clock: Clock, sink: LogSink): TodayCaches {
  const of = (service: TodayService) => dashboardCacheOf<TodayCachedPart>(config, store, clock, sink, `today-${service}`);
  return { marketplace: of('marketplace'), logistics: of('logistics') };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** After a seller's successful command (an answer, a decision, an invoice, a resend) the company's Today is built afresh. */
export function todayInvalidation(caches: TodayCaches) {
  return async function dropTodayAfterCommand(c: Context<AppEnv>, next: Next): Promise<void> {
    await next();
    if (READS.has(c.req.method) || c.res.status >= 400) return;
    const companyId = c.get('session')?.record.user.companyId ?? null;
    if (companyId === null) return;
    await Promise.all(TODAY_SERVICES.map((service) => caches[service].clear(companyId)));
  };
}
