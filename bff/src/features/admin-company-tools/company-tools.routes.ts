/**
 * Admin tool /admin/company-tools: every company with its import state, version-2 flag and contact person; imports
 * suspended or allowed again, or banned after a preview and the company's name typed again. Calls are signed as the
 * admin; the path's company names the audit entry's. The importer refuses a blocked company by the same state.
 */
import { ADMIN_COMPANY_TOOLS_ROUTES as ROUTES, companyToolsQuery } from '@contract/admin-companies/company-tools.routes';
import { COMPANY_TOOLS_SERVICE_ROUTES as SERVICE } from '@contract/admin-companies/company-tools.service-routes';
import { CATALOG_IMPORT_ROUTES as IMPORTS } from '@contract/downstream/catalog-imports.routes';
import { IMPORT_KINDS, IMPORT_METHODS } from '@contract/imports/import.types';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { Services } from '../../lib/services';
import { staffCaller } from '../../lib/staff-caller';
import type { Caller } from '../../lib/token-signer';
import { requireTypedConfirmation } from '../../lib/typed-confirmation';
import { startStaffExport } from '../../lib/jobs/staff-export';
import { companyToolRow, companyToolsPage, importStatesOf } from './company-tool-rows';
import { companyToolsExport } from './company-tools.export';

export function companyToolsRoutes(ctx: AppContext) {
  const lists = ctx.flagLists;
  const rowOf = async (services: Services, caller: Caller, companyId: number) => {
    const [company, blocked] = await Promise.all([services.getCompany(caller, companyId), services.call(SERVICE.blockedImports, caller)]);
    return companyToolRow(services, caller, company, importStatesOf(blocked), lists);
  };
  return apiRoutes(
    serve(ROUTES.list, (c, { query }) => companyToolsPage(c.get('services'), staffCaller(c), lists, query)),
    serve(ROUTES.export, startStaffExport(ctx, companyToolsExport(lists), companyToolsQuery)),
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
