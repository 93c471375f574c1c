/**
 * Company Tools as an Excel export: the tab and search on screen, one company a row. The rows are the list route's own
 * (companyToolsPage), paged at most at the screen's largest page whatever size the export asks for (the most the
 * identity service's company search answers at once).
 */
import { parseCompanyToolsQuery, type CompanyToolRow } from '@contract/admin-companies/company-tools';
import type { CompanyIdLists } from '@contract/api/user-info';
import { BROWSER_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';
import { companyToolsPage } from './company-tool-rows';

export function companyToolsExport(lists: CompanyIdLists): StaffExportDefinition<CompanyToolRow> {
  return {
    fileBaseName: 'company-tools',
    columns: [
      { header: 'exports.columns.companyId', width: 12, value: (row) => row.companyId },
      { header: 'adminCompanyTools.columns.company', width: 32, value: (row) => row.name },
      { header: 'adminCompanyTools.columns.merchantId', width: 16, value: (row) => row.merchantId },
      { header: 'adminCompanyTools.columns.country', width: 10, value: (row) => row.country },
      { header: 'adminCompanyTools.columns.status', width: 20, kind: 'label', labels: 'adminCompanyTools.states', value: (row) => row.importState },
      { header: 'adminCompanyTools.version2', width: 10, kind: 'yesNo', value: (row) => row.version2 },
      { header: 'adminCompanyTools.oneClick', width: 10, kind: 'yesNo', value: (row) => row.isOneClickMerchant },
      { header: 'adminCompanyTools.columns.contact', width: 28, value: (row) => row.contact?.name ?? null },
      { header: 'adminCompanyTools.columns.contactPhone', width: 18, value: (row) => row.contact?.phone ?? null },
      { header: 'adminCompanyTools.columns.contactEmail', width: 28, value: (row) => row.contact?.email ?? null },
    ],
    lister: (services, target) => (raw) => {
      const pageSize = Math.min(Number(raw.pageSize) || BROWSER_PAGE_SIZE_MAX, BROWSER_PAGE_SIZE_MAX);
      const query = parseCompanyToolsQuery({ ...raw, pageSize: String(pageSize) }, BROWSER_PAGE_SIZE_MAX);
      return companyToolsPage(services, target.caller, lists, query);
    },
  };
}
