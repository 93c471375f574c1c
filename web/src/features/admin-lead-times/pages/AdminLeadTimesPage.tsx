/**
 * /admin/lead-time-tools (admin): a company's fulfillment days (lead time) by the category its products sit on, and
 * the lead-time file that sets them per company and category in bulk. Nothing is listed until a company is chosen.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadTimeCategory, LeadTimeQuery, LeadTimeTab } from '@contract/admin-lead-times/lead-time.types';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { StaffFilePanel, type StaffFileProps } from '@web/components/StaffFilePanel';
import { useFormatters } from '@web/lib/format';
import { useNameOf } from '@web/lib/localized-name';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { LEAD_TIME_FILTER_FIELDS, leadTimeColumns } from '../components/lead-time-list-config';
import { exportActions } from '@web/components/list/export-action';

export interface AdminLeadTimesPageProps extends StaffFileProps {
  query: LeadTimeQuery;
  state: ListState<LeadTimeCategory, LeadTimeTab>;
  onQueryChange: (patch: Partial<LeadTimeQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Starts an Excel export of the list on screen (a staff transaction; its file is offered when it is done). */
  onExport?: () => void;
}

export function AdminLeadTimesPage(props: AdminLeadTimesPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const nameOf = useNameOf();
  const columns = useMemo(() => leadTimeColumns(format, nameOf, t), [format, nameOf, t]);
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry } = props;
  const prompt = query.companyId === undefined;
  return (
    <div data-testid="admin-lead-times">
      <StaffFilePanel
        idPrefix="lead-time"
        title={t('adminLeadTimes.file.title')}
        intro={t('adminLeadTimes.file.intro')}
        upload={props.upload}
        templateHref={props.templateHref}
        errorFileUrl={props.errorFileUrl}
        onSend={props.onSendFile}
        onReset={props.onUploadReset}
      />
      <ListScreen<LeadTimeCategory, LeadTimeTab>
        listId="adminLeadTimes"
        toolbar={exportActions(props.onExport)}
        titleKey="routes.adminLeadTimeTools"
        filters={{ fields: LEAD_TIME_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
        columns={columns}
        {...listWiring(query, state, onQueryChange)}
        rowKey={(row) => String(row.categoryId)}
        errorKey="adminLeadTimes.loadError"
        emptyKey={prompt ? 'adminLeadTimes.companyRequired' : 'adminLeadTimes.empty'}
        onRetry={onRetry}
      />
    </div>
  );
}
