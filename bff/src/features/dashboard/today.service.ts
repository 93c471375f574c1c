/**
 * Today from its services, called in parallel for the session's company, each part through its own cache, and the
 * portal's own part (its imports) read from the BFF's store: a source that fails with nothing cached leaves its groups
 * marked failed and the rest answer (never a blank list).
 */
import { LOGISTICS_TODAY_ROUTES, MARKETPLACE_TODAY_ROUTES } from '@contract/downstream/today.routes';
import { firstOfEachGroup, sortToday, type TodayTotals } from '@contract/today/today.order';
import { TODAY_SERVICES, type TodayAnswer, type TodayItem, type TodayPart, type TodayPartState, type TodayService } from '@contract/today/today.types';
import type { Clock } from '../../lib/clock';
import type { CacheCompany } from '../../lib/dashboard-cache';
import type { Services } from '../../lib/services';
import type { Caller } from '../../lib/token-signer';
import type { TodayCachedPart, TodayCaches } from './today-caches';

const ROUTES = { marketplace: MARKETPLACE_TODAY_ROUTES.today, logistics: LOGISTICS_TODAY_ROUTES.today } as const;

/** What a part's cache answers: DashboardCache puts `asOf`, `stale` and `refreshing` in front of the cached items. */
interface CachedPartAnswer extends TodayCachedPart {
  asOf: string;
  stale: boolean;
  refreshing: boolean;
}

const itemsOf = (part: TodayPart): TodayItem[] => Object.values(part).flat();

/** The portal's own part: read when asked (it is the BFF's store, not a service), as of now. */
export interface PortalPart {
  items: () => Promise<TodayItem[]>;
  clock: Clock;
}

async function portalPart(portal: PortalPart): Promise<TodayCachedPart & { state: TodayPartState }> {
  try {
    const items = await portal.items();
    return {
      ...firstOfEachGroup(sortToday(items)),
      state: { status: 'loaded', asOf: new Date(portal.clock()).toISOString(), stale: false, refreshing: false },
    };
  } catch {
    return { items: [], totals: {}, state: { status: 'failed' } };
  }
}

export async function buildToday(caches: TodayCaches, services: Services, caller: Caller, company: CacheCompany, portal: PortalPart): Promise<TodayAnswer> {
  const params = { companyId: company.id };
  const fetchPart = async (service: TodayService): Promise<TodayCachedPart> =>
    firstOfEachGroup(sortToday(itemsOf(await services.call(ROUTES[service], caller, { params }))));
  const [settled, own] = await Promise.all([
    Promise.allSettled(TODAY_SERVICES.map(async (service) => JSON.parse(await caches[service].answer(company, () => fetchPart(service))) as CachedPartAnswer)),
    portalPart(portal),
  ]);
  const stateOf = (service: TodayService): TodayPartState => {
    const result = settled[TODAY_SERVICES.indexOf(service)];
    if (result?.status !== 'fulfilled') return { status: 'failed' };
    const { asOf, stale, refreshing } = result.value;
    return { status: 'loaded', asOf, stale, refreshing };
  };
  const loaded = [...settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])), own];
  const totals = loaded.reduce<TodayTotals>((all, part) => ({ ...all, ...part.totals }), {});
  const parts = { marketplace: stateOf('marketplace'), logistics: stateOf('logistics'), portal: own.state };
  return { companyId: company.id, items: sortToday(loaded.flatMap((part) => part.items)), totals, parts };
}
