/** Today (the top of the dashboard): the session company's list, each service's part through its cache. */
import { TODAY_ROUTES } from '@contract/today/today.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';
import { requireSession } from '../../lib/session-flow';
import type { TodayCaches } from './today-caches';
import { buildToday } from './today.service';

export function todayRoutes(caches: TodayCaches) {
  return apiRoutes(
    serve(TODAY_ROUTES.today, async (c) => {
      const { caller, companyId } = sellerScope(c);
      const company = { id: companyId, name: requireSession(c).record.user.companyName ?? '' };
      return buildToday(caches, c.get('services'), caller, company);
    }),
  );
}
