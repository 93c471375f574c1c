/** Brands across companies as an Excel export: the tab and filters on screen, with their duplicates and crossings. */
import { parseAdminBrandQuery, type AdminBrandRow } from '@contract/admin-brands/admin-brand.query';
import { ADMIN_BRAND_SERVICE_ROUTES as SERVICE } from '@contract/downstream/admin-brands.routes';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';

export const ADMIN_BRAND_EXPORT: StaffExportDefinition<AdminBrandRow> = {
  fileBaseName: 'brands',
  columns: [
    { header: 'adminBrands.columns.id', width: 10, value: (row) => row.id },
    { header: 'adminBrands.columns.name', width: 28, value: (row) => row.name },
    { header: 'exports.columns.companyId', width: 12, value: (row) => row.companyId },
    { header: 'adminBrands.columns.company', width: 28, value: (row) => row.companyName },
    { header: 'adminBrands.columns.duplicates', width: 12, value: (row) => row.sameCompanyDuplicates + row.otherCompanyDuplicates },
    {
      header: 'adminBrands.columns.crossings',
      width: 40,
      value: (row) => row.crossings.map((crossing) => `${crossing.marketplace}: ${crossing.remoteBrandName}`).join(', '),
    },
  ],
  lister: (services, target) => (raw) => services.call(SERVICE.list, target.caller, { query: parseAdminBrandQuery(raw, SERVICE_PAGE_SIZE_MAX) }),
};
