/**
 * /admin/commissions (admin): what each marketplace keeps of a sale per leaf category, with the moment each rate
 * applies from; one rate changed in a dialog, many by the commission file. The reconciliation charges the new rate to
 * the lines falling from the change on.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commissionRowKey,
  type CommissionQuery,
  type CommissionRate,
  type CommissionTab,
  type SetCommissionBody,
} from '@contract/admin-commissions/commission.types';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { StaffFilePanel, type StaffFileProps } from '@web/components/StaffFilePanel';
import { useFormatters } from '@web/lib/format';
import { useNameOf } from '@web/lib/localized-name';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { CommissionDialog } from '../components/CommissionDialog';
import { COMMISSION_FILTER_FIELDS, COMMISSION_TAB_DEFINITIONS, commissionColumns } from '../components/commission-list-config';

export interface AdminCommissionsPageProps extends StaffFileProps {
  query: CommissionQuery;
  state: ListState<CommissionRate, CommissionTab>;
  onQueryChange: (patch: Partial<CommissionQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** The row the open dialog names (`?row=`), when it is on the page. */
  editing: CommissionRate | null;
  save: CommandView;
  onEdit: (row: CommissionRate) => void;
  onSave: (row: CommissionRate, body: SetCommissionBody) => void;
}

export function AdminCommissionsPage(props: AdminCommissionsPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const nameOf = useNameOf();
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, editing, onEdit, onSave } = props;
  const columns = useMemo(() => commissionColumns(format, nameOf, t, onEdit), [format, nameOf, t, onEdit]);
  return (
    <div data-testid="admin-commissions">
      <StaffFilePanel
        idPrefix="commission"
        title={t('adminCommissions.file.title')}
        intro={t('adminCommissions.file.intro')}
        upload={props.upload}
        templateHref={props.templateHref}
        errorFileUrl={props.errorFileUrl}
        onSend={props.onSendFile}
        onReset={props.onUploadReset}
      />
      <ListScreen<CommissionRate, CommissionTab>
        listId="adminCommissions"
        titleKey="routes.adminCommissions"
        tabs={{ tabs: COMMISSION_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
        filters={{ fields: COMMISSION_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
        columns={columns}
        {...listWiring(query, state, onQueryChange)}
        rowKey={commissionRowKey}
        errorKey="adminCommissions.loadError"
        emptyKey={query.tab === 'changed' ? 'adminCommissions.emptyChanged' : 'adminCommissions.empty'}
        onRetry={onRetry}
      >
        <CommissionDialog row={editing} command={props.save} onSubmit={(body) => editing && onSave(editing, body)} />
      </ListScreen>
    </div>
  );
}
