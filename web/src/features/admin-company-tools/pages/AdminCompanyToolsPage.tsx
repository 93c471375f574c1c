import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BanPreview, CompanyToolRow, CompanyToolsQuery, CompanyToolsTab } from '@contract/admin-companies/company-tools';
import { ListScreen } from '@web/components/list/ListScreen';
import { exportActions } from '@web/components/list/export-action';
import { emptyKeyOf } from '@web/components/list/filter-values';
import type { AppliedFilters } from '@web/components/list/list-types';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { CompanyToolCommand, OnCompanyToolCommand } from '../company-tools.resources';
import { COMPANY_TOOLS_FILTER_FIELDS, COMPANY_TOOLS_TAB_DEFINITIONS, companyToolColumns, type CompanyToolAction } from '../components/company-tools-config';
import { CompanyToolDialogs } from '../components/CompanyToolDialogs';

export interface AdminCompanyToolsPageProps {
  query: CompanyToolsQuery;
  state: ListState<CompanyToolRow, CompanyToolsTab>;
  /** The company a ban acts on, loaded as its preview. */
  detail: DetailState<BanPreview | null>;
  commandOf: (name: CompanyToolCommand) => CommandView;
  onCommand: OnCompanyToolCommand;
  onQueryChange: (patch: Partial<CompanyToolsQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Export the tab and search on screen (a staff transaction, downloaded from a notice when it ends). */
  onExport?: () => void;
  /** A dialog by URL, or acting as the company's seller. */
  onAction: (action: CompanyToolAction, row: CompanyToolRow) => void;
}

/**
 * /admin/company-tools: every company with its import state (allowed, suspended, banned), version-2 flag and contact;
 * imports suspended or allowed again, or banned after a preview and the company's name typed again; act as its seller.
 */
export function AdminCompanyToolsPage(props: AdminCompanyToolsPageProps) {
  const { query, state, detail, commandOf, onCommand, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onAction } = props;
  const { t } = useTranslation();
  const columns = useMemo(() => companyToolColumns(t, onAction), [t, onAction]);
  return (
    <ListScreen<CompanyToolRow, CompanyToolsTab>
      listId="adminCompanyTools"
      titleKey="routes.adminCompanyTools"
      toolbar={exportActions(props.onExport)}
      tabs={{ tabs: COMPANY_TOOLS_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: COMPANY_TOOLS_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.companyId)}
      errorKey="adminCompanyTools.loadError"
      emptyKey={emptyKeyOf(COMPANY_TOOLS_FILTER_FIELDS, query, `adminCompanyTools.empty.${query.tab}`)}
      onRetry={onRetry}
    >
      <CompanyToolDialogs
        rows={state.page?.items ?? []}
        preview={detail.status === 'ready' ? detail.data : null}
        previewError={detail.status === 'error' ? detail.error : null}
        commandOf={commandOf}
        onCommand={onCommand}
      />
    </ListScreen>
  );
}
