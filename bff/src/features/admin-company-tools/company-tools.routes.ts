/**
 * Admin tool /admin/company-tools: every company with its import state, version-2 flag and contact person; imports
 * suspended or allowed again, or banned after a preview and the company's name typed again. Calls are signed as the
 * admin; the path's company names the audit entry's. The importer refuses a blocked company by the same state.
 */
import { ADMIN_COMPANY_TOOLS_ROUTES as ROUTES } from '@contract/admin-companies/company-tools.routes';
import { COMPANY_TOOLS_SERVICE_ROUTES as SERVICE } from '@contract/admin-companies/company-tools.service-routes';
import type { CompanyToolsQuery } from '@contract/admin-companies/company-tools';
import { CATALOG_IMPORT_ROUTES as IMPORTS } from '@contract/downstream/catalog-imports.routes';
import { IMPORT_KINDS, IMPORT_METHODS } from '@contract/imports/import.types';
import { textMatcher } from '@contract/text-search';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { Services } from '../../lib/services';
import { staffCaller } from '../../lib/staff-caller';
import type { Caller } from '../../lib/token-signer';
import { requireTypedConfirmation } from '../../lib/typed-confirmation';
import { companyToolRow, importStatesOf, type ImportStates } from './company-tool-rows';

/** The page's companies and every tab's count: all from the identity service's search; the blocked ones by their state. */
async function companiesOf(services: Services, caller: Caller, states: ImportStates, query: CompanyToolsQuery) {
  const offset = (query.page - 1) * query.pageSize;
  const all = await services.listCompanies(caller, { ...(query.q ? { q: query.q } : {}), limit: query.pageSize, offset });
  const matches = textMatcher(query.q ?? '');
  const blocked = (await Promise.all([...states.keys()].map((id) => services.getCompany(caller, id)))).filter(
    (company) => !query.q || matches(company.name, String(company.id)),
  );
  const inState = (state: 'suspended' | 'banned') => blocked.filter((company) => states.get(company.id) === state);
  const tabCounts = { all: all.total, suspended: inState('suspended').length, banned: inState('banned').length };
  if (query.tab === 'all') return { items: all.items, total: all.total, tabCounts };
  const found = inState(query.tab);
  return { items: found.slice(offset, offset + query.pageSize), total: found.length, tabCounts };
}

export function companyToolsRoutes(ctx: AppContext) {
  const lists = ctx.flagLists;
  const rowOf = async (services: Services, caller: Caller, companyId: number) => {
    const [company, blocked] = await Promise.all([services.getCompany(caller, companyId), services.call(SERVICE.blockedImports, caller)]);
    return companyToolRow(services, caller, company, importStatesOf(blocked), lists);
  };
  return apiRoutes(
    serve(ROUTES.list, async (c, { query }) => {
      const services = c.get('services');
      const caller = staffCaller(c);
      const states = importStatesOf(await services.call(SERVICE.blockedImports, caller));
      const { items, total, tabCounts } = await companiesOf(services, caller, states, query);
      const rows = await Promise.all(items.map((company) => companyToolRow(services, caller, company, states, lists)));
      return { items: rows, total, page: query.page, pageSize: query.pageSize, tabCounts };
    }),
    serve(ROUTES.setImportState, async (c, { params: { companyId }, body: { state } }) => {
      const services = c.get('services');
      const caller = staffCaller(c);
      await services.call(IMPORTS.setState, caller, { params: { companyId }, body: { state } });
      return rowOf(services, caller, companyId);
    }),
    serve(ROUTES.banPreview, async (c, { params: { companyId } }) => {
      const services = c.get('services');
      const caller = staffCaller(c);
      const [company, { state }] = await Promise.all([
        services.getCompany(caller, companyId),
        services.call(IMPORTS.getState, caller, { params: { companyId } }),
      ]);
      const underWay = await Promise.all(
        IMPORT_KINDS.map(async (kind) => {
          const { tabCounts } = await ctx.transactions.list(companyId, { tab: 'all', method: IMPORT_METHODS[kind], page: 1, pageSize: 1 });
          return tabCounts.open + tabCounts.inProgress;
        }),
      );
      return { companyId, companyName: company.name, importState: state, importsUnderWay: underWay.reduce((sum, n) => sum + n, 0) };
    }),
    serve(ROUTES.ban, async (c, { params: { companyId }, body: { confirmation } }) => {
      const services = c.get('services');
      const caller = staffCaller(c);
      const company = await services.getCompany(caller, companyId);
      requireTypedConfirmation(company.name, confirmation);
      await services.call(IMPORTS.setState, caller, { params: { companyId }, body: { state: 'banned' } });
      return rowOf(services, caller, companyId);
    }),
  );
}
