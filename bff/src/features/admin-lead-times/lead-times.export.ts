/** A company's lead times by category as an Excel export: the filters on screen, in the reader's language. */
import { LEAD_TIME_SERVICE_ROUTES as SERVICE } from '@contract/admin-lead-times/lead-time.service-routes';
import { parseLeadTimeQuery, type LeadTimeCategory } from '@contract/admin-lead-times/lead-time.types';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';

export const LEAD_TIME_EXPORT: StaffExportDefinition<LeadTimeCategory> = {
  fileBaseName: 'lead-times',
  columns: [
    { header: 'exports.columns.companyId', width: 12, value: (row) => row.companyId },
    { header: 'adminLeadTimes.columns.categoryId', width: 12, value: (row) => row.categoryId },
    { header: 'adminLeadTimes.columns.category', width: 48, kind: 'localized', value: (row) => row.path },
    { header: 'adminLeadTimes.columns.products', width: 10, value: (row) => row.products },
    { header: 'exports.columns.minDays', width: 10, value: (row) => row.minDays },
    { header: 'exports.columns.maxDays', width: 10, value: (row) => row.maxDays },
  ],
  lister: (services, target) => (raw) => services.call(SERVICE.list, target.caller, { query: parseLeadTimeQuery(raw, SERVICE_PAGE_SIZE_MAX) }),
};
