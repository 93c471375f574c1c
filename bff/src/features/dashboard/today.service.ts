/**
 * Today from its services, called in parallel for the session's company, each part through its own cache: a service
 * that fails with nothing cached leaves its groups marked failed and the rest answer (never a blank list).
 */
import { LOGISTICS_TODAY_ROUTES, MARKETPLACE_TODAY_ROUTES } from '@contract/downstream/today.routes';
import { sortToday } from '@contract/today/today.order';
import { TODAY_SERVICES, type TodayAnswer, type TodayItem, type TodayPart, type TodayPartState, type TodayService } from '@contract/today/today.types';
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

export async function buildToday(caches: TodayCaches, services: Services, caller: Caller, company: CacheCompany): Promise<TodayAnswer> {
  const params = { companyId: company.id };
  const fetchPart = async (service: TodayService): Promise<TodayCachedPart> => ({
    items: itemsOf(await services.call(ROUTES[service], caller, { params })),
  });
  const settled = await Promise.allSettled(
    TODAY_SERVICES.map(async (service) => JSON.parse(await caches[service].answer(company, () => fetchPart(service))) as CachedPartAnswer),
  );
  const stateOf = (service: TodayService): TodayPartState => {
    const result = settled[TODAY_SERVICES.indexOf(service)];
    if (result?.status !== 'fulfilled') return { status: 'failed' };
    const { asOf, stale, refreshing } = result.value;
    return { status: 'loaded', asOf, stale, refreshing };
  };
  const items = settled.flatMap((result) => (result.status === 'fulfilled' ? result.value.items : []));
  const parts = { marketplace: stateOf('marketplace'), logistics: stateOf('logistics') };
  return { companyId: company.id, items: sortToday(items), parts };
}
