/** The marketplace service's operational reports (admin tokens only): the rows, a page at a time, and the charts' figures. */
import { answer, policy, route } from '../api/route-def';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import { parseReportQuery, reportQueryProblems, reportQueryToRaw } from './report.query';
import type { ReportListAnswer, ReportSummary } from './report.types';

const staff = policy.token();
const query = serviceListQuery(parseReportQuery, reportQueryToRaw, reportQueryProblems);

export const REPORT_SERVICE_ROUTES = serviceRoutes('marketplace', {
  rows: route.get('/v1/admin/reports/operational', { query, answer: answer<ReportListAnswer>(), policy: staff }),
  summary: route.get('/v1/admin/reports/operational/summary', { query, answer: answer<ReportSummary>(), policy: staff }),
});
