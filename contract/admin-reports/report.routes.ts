/**
 * The browser API of /admin/reports/index (admin only): the operational report's rows, its charts' figures and its
 * export (a staff list export, contract/exports/staff-export.routes.ts). The audit tab reads contract/audit.
 */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { staffExportRoute } from '../exports/staff-export.routes';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { parseReportQuery, reportQueryProblems, reportQueryToRaw, type ReportQuery } from './report.query';
import type { ReportListAnswer, ReportSummary } from './report.types';

export const reportListQuery: QueryCodec<ReportQuery> = {
  parse: (raw) => parseReportQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: reportQueryProblems,
  toRaw: reportQueryToRaw,
};

const tools = policy.can('admin.tools');

export const REPORT_ROUTES = {
  rows: route.get('/api/admin/reports/operational', { query: reportListQuery, answer: answer<ReportListAnswer>(), policy: tools }),
  summary: route.get('/api/admin/reports/operational/summary', { query: reportListQuery, answer: answer<ReportSummary>(), policy: tools }),
  export: staffExportRoute('/api/admin/reports/operational', reportListQuery),
};
