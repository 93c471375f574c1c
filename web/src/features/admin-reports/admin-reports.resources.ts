/** The operational report (rows, charts) and the audit trail (entries, the chain's check) of /admin/reports/index. */
import { REPORT_ROUTES } from '@contract/admin-reports/report.routes';
import { parseReportQuery, reportQueryToRaw, type ReportFilters, type ReportQuery } from '@contract/admin-reports/report.query';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditQuery } from '@contract/audit/audit.query';
import { apiCall } from '@web/lib/api-call';
import { createListResource } from '@web/lib/resources/list-resource';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';
import { createQueryResource } from './query-resource';

export const reportList = createListResource('adminReportRows', (query: ReportQuery) => apiCall(REPORT_ROUTES.rows, { query }));
export const reportSummary = createQueryResource('adminReportSummary', (filters: ReportFilters) =>
  apiCall(REPORT_ROUTES.summary, { query: parseReportQuery(reportQueryToRaw(filters)) }),
);
/** The trail has no tabs: its one tab counts every entry. */
export const auditList = createListResource('adminAuditEntries', (query: AuditQuery) =>
  apiCall(AUDIT_ROUTES.list, { query }).then((answer) => ({ ...answer, tabCounts: { all: answer.total } })),
);
export const auditChain = createQueryResource('adminAuditChain', (_query: void) => apiCall(AUDIT_ROUTES.verify));
export const reportExport = staffListExport(REPORT_ROUTES.export);
