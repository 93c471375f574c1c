/**
 * /admin/reports/index (admin): operational reports (GMV, orders, cancellations and claims per company and
 * marketplace over a range, as charts, a table and an export) and the audit trail of admin changes with the chain's
 * check. The tab on show is `?view=`; each tab's filters and page are the URL's too.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_VIEWS, type ReportRow, type ReportSummary, type ReportTab, type ReportView } from '@contract/admin-reports/report.types';
import type { ReportQuery } from '@contract/admin-reports/report.query';
import type { AuditQuery } from '@contract/audit/audit.query';
import type { AuditChainCheck, AuditEntry } from '@contract/audit/audit.types';
import { ListScreen } from '@web/components/list/ListScreen';
import { TabStrip } from '@web/components/TabStrip';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { ListFilterWiring, ListPageWiring } from '@web/lib/resources/use-list-screen';
import { AUDIT_FILTER_FIELDS, auditColumns } from '../components/audit-list-config';
import { AuditChainStatus } from '../components/AuditChainStatus';
import { ReportCharts } from '../components/ReportCharts';
import { REPORT_FILTER_FIELDS, reportColumns } from '../components/report-list-config';
import type { QueryState } from '../query-resource';

type ListProps<Query, Row> = ListPageWiring<Query, ListState<Row, ReportTab>> & ListFilterWiring;

export interface AdminReportsPageProps {
  view: ReportView;
  onViewChange: (view: ReportView) => void;
  report: ListProps<ReportQuery, ReportRow>;
  summary: QueryState<ReportSummary>;
  onExport: () => void;
  audit: ListProps<AuditQuery, AuditEntry>;
  chain: QueryState<AuditChainCheck>;
}

function OperationalPanel({ report, summary, onExport }: Pick<AdminReportsPageProps, 'report' | 'summary' | 'onExport'>) {
  const format = useFormatters();
  const columns = useMemo(() => reportColumns(format), [format]);
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry } = report;
  return (
    <ListScreen<ReportRow, ReportTab>
      listId="adminReportRows"
      titleKey="adminReports.views.operational"
      summary={<ReportCharts summary={summary} />}
      filters={{ fields: REPORT_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => `${row.companyId}-${row.marketplace}`}
      errorKey="adminReports.loadError"
      emptyKey="adminReports.empty"
      onRetry={onRetry}
      toolbar={[{ id: 'export', labelKey: 'exports.action', onClick: onExport, variant: 'outline', icon: 'cilCloudDownload' }]}
    />
  );
}

function AuditPanel({ audit, chain }: Pick<AdminReportsPageProps, 'audit' | 'chain'>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => auditColumns(format, t), [format, t]);
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry } = audit;
  return (
    <ListScreen<AuditEntry, ReportTab>
      listId="adminAuditEntries"
      titleKey="adminReports.views.audit"
      summary={<AuditChainStatus chain={chain} />}
      filters={{ fields: AUDIT_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      errorKey="adminReports.audit.loadError"
      emptyKey="adminReports.audit.empty"
      onRetry={onRetry}
    />
  );
}

export function AdminReportsPage(props: AdminReportsPageProps) {
  const { t } = useTranslation();
  const { view } = props;
  return (
    <div data-testid="admin-reports">
      <TabStrip
        tabs={REPORT_VIEWS}
        active={view}
        onChange={props.onViewChange}
        label={t('routes.adminReports')}
        render={(id) => t(`adminReports.views.${id}`)}
        idPrefix="reports-view"
        testIdPrefix="reports-view"
        controls={() => 'reports-view-panel'}
        testId="reports-views"
      />
      <div role="tabpanel" id="reports-view-panel" aria-labelledby={`reports-view-${view}`}>
        {view === 'operational' ? <OperationalPanel report={props.report} summary={props.summary} onExport={props.onExport} /> : null}
        {view === 'audit' ? <AuditPanel audit={props.audit} chain={props.chain} /> : null}
      </div>
    </div>
  );
}
