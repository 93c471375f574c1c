import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { parseReportFilters, parseReportQuery, REPORT_FILTER_KEYS, reportQueryProblems, reportQueryToRaw } from '@contract/admin-reports/report.query';
import { REPORT_VIEWS, type ReportView } from '@contract/admin-reports/report.types';
import { auditQueryProblems, auditQueryToRaw, parseAuditQuery } from '@contract/audit/audit.query';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { auditChain, auditList, reportExport, reportList, reportSummary } from '../admin-reports.resources';
import { AUDIT_FILTER_KEYS } from '../components/audit-list-config';
import { AdminReportsPage } from '../pages/AdminReportsPage';

const REPORT_FILTERS = { keys: REPORT_FILTER_KEYS, parse: (applied: AppliedFilters) => parseReportFilters(applied) };
const AUDIT_FILTERS = { keys: AUDIT_FILTER_KEYS, parse: (applied: AppliedFilters) => parseAuditQuery(applied) };

/** /admin/reports/index: the tab (`?view=`) and each tab's filters and page live in the URL. */
export function AdminReportsView() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const view: ReportView = REPORT_VIEWS.find((id) => id === params.get('view')) ?? 'operational';
  const report = useListScreen({
    list: reportList,
    parse: parseReportQuery,
    toRaw: reportQueryToRaw,
    problems: reportQueryProblems,
    filters: REPORT_FILTERS,
    enabled: view === 'operational',
  });
  const audit = useListScreen({
    list: auditList,
    parse: parseAuditQuery,
    toRaw: auditQueryToRaw,
    problems: auditQueryProblems,
    filters: AUDIT_FILTERS,
    enabled: view === 'audit',
  });
  const summary = useSelector(reportSummary.select);
  const chain = useSelector(auditChain.select);
  // The charts follow the table's filters, not its page.
  const { from, to, marketplace, companyId } = report.query;
  useEffect(() => {
    if (view === 'operational' && !report.blocked) dispatch(reportSummary.requested({ from, to, marketplace, companyId }));
  }, [dispatch, view, report.blocked, from, to, marketplace, companyId]);
  useEffect(() => {
    if (view === 'audit') dispatch(auditChain.requested());
  }, [dispatch, view, audit.query]);
  return (
    <AdminReportsPage
      view={view}
      onViewChange={(next) => setParams({ view: next })}
      report={report.page}
      summary={summary}
      onExport={() => dispatch(reportExport.requested(reportQueryToRaw(report.query)))}
      audit={audit.page}
      chain={chain}
    />
  );
}
