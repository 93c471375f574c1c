/** The operational report's table as a staff list export: the rows under the filters on screen, with the screen's columns. */
import { REPORT_SERVICE_ROUTES as SERVICE } from '@contract/admin-reports/report.service-routes';
import { parseReportQuery } from '@contract/admin-reports/report.query';
import { REPORT_CURRENCY, type ReportRow } from '@contract/admin-reports/report.types';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { ExportColumn } from '@contract/exports/export.rules';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';

export const REPORT_EXPORT_COLUMNS: readonly ExportColumn<ReportRow>[] = [
  { header: 'adminReports.columns.companyId', width: 12, value: (row) => row.companyId },
  { header: 'adminReports.columns.company', width: 32, value: (row) => row.companyName },
  { header: 'adminReports.columns.marketplace', width: 16, kind: 'label', labels: 'marketplaces', value: (row) => row.marketplace },
  { header: 'adminReports.columns.orders', width: 10, value: (row) => row.orders },
  { header: 'adminReports.columns.gmv', width: 16, kind: 'money', value: (row) => row.gmv, currency: () => REPORT_CURRENCY },
  { header: 'adminReports.columns.cancelledOrders', width: 14, value: (row) => row.cancelledOrders },
  { header: 'adminReports.columns.claims', width: 10, value: (row) => row.claims },
];

export const REPORT_EXPORT: StaffExportDefinition<ReportRow> = {
  columns: REPORT_EXPORT_COLUMNS,
  fileBaseName: 'operational-report',
  lister: (services, target) => (raw) => services.call(SERVICE.rows, target.caller, { query: parseReportQuery(raw, SERVICE_PAGE_SIZE_MAX) }),
};
