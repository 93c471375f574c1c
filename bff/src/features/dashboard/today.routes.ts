/** Today (the top of the dashboard): the session company's list, each service's part through its cache, and its imports. */
import { IMPORT_KINDS, IMPORT_METHODS } from '@contract/imports/import.types';
import { TODAY_ROUTES } from '@contract/today/today.routes';
import { importItems } from '@contract/today/today.rules';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { TransactionStore } from '../../lib/jobs/transaction-store';
import { sellerScope } from '../../lib/seller-scope';
import { requireSession } from '../../lib/session-flow';
import type { TodayCaches } from './today-caches';
import { buildToday } from './today.service';

/** Each importer's latest import of the company. */
async function latestImports(transactions: TransactionStore, companyId: number) {
  const latest = await Promise.all(
    IMPORT_KINDS.map(async (kind) => (await transactions.list(companyId, { tab: 'all', method: IMPORT_METHODS[kind], page: 1, pageSize: 1 })).items),
  );
  return latest.flat();
}

export function todayRoutes(caches: TodayCaches, { transactions, clock }: Pick<AppContext, 'transactions' | 'clock'>) {
  return apiRoutes(
    serve(TODAY_ROUTES.today, async (c) => {
      const { caller, companyId } = sellerScope(c);
      const company = { id: companyId, name: requireSession(c).record.user.companyName ?? '' };
      const portal = { items: async () => importItems(await latestImports(transactions, companyId)), clock };
      return buildToday(caches, c.get('services'), caller, company, portal);
    }),
  );
}
