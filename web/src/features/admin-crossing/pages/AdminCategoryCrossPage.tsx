import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCrossHealthAnswer } from '@contract/admin-crossing/category-cross.api';
import { adminCrossRowKey, type AdminCategoryCrossRow, type AdminCrossQuery, type AdminCrossTab } from '@contract/admin-crossing/category-cross.query';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { ListScreen } from '@web/components/list/ListScreen';
import { exportActions } from '@web/components/list/export-action';
import type { ApiFailure } from '@web/lib/http';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import { useNameOf } from '@web/lib/localized-name';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { AdminCrossDialogs, type AdminCrossDialogsProps } from '../components/AdminCrossDialogs';
import { ADMIN_CROSS_FILTER_FIELDS, ADMIN_CROSS_TAB_DEFINITIONS, adminCrossColumns, type CrossRowActions } from '../components/category-cross-list-config';
import { CrossHealthSummary } from '../components/CrossHealthSummary';

export interface AdminCategoryCrossPageProps
  extends CrossRowActions, Pick<AdminCrossDialogsProps, 'target' | 'crossCommand' | 'uncrossCommand' | 'onCross' | 'onUncross' | 'found' | 'onSearch'> {
  query: AdminCrossQuery;
  state: ListState<AdminCategoryCrossRow, AdminCrossTab>;
  health: DetailState<AdminCrossHealthAnswer>;
  onQueryChange: (patch: Partial<AdminCrossQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onHealthRetry: () => void;
  /** Export the tab and filters on screen (a staff transaction, downloaded from a notice when it ends). */
  onExport?: () => void;
  /** The auto-crossing switch's refusal, if its last change was refused. */
  syncError: ApiFailure | null;
}

/** /admin/category-cross: every leaf of the shared tree on every marketplace, crossed, uncrossed or never, with the mapping health above. */
export function AdminCategoryCrossPage(props: AdminCategoryCrossPageProps) {
  const {
    query,
    state,
    health,
    onQueryChange,
    onFiltersApply,
    onFiltersReset,
    onRetry,
    onHealthRetry,
    onExport,
    onOpen,
    onSync,
    busy,
    syncError,
    target,
    ...dialogs
  } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const localizedPath = useNameOf();
  const withProducts = query.companyId !== undefined;
  const columns = useMemo(
    () => adminCrossColumns(t, format, localizedPath, { onOpen, onSync, busy }, withProducts),
    [t, format, localizedPath, onOpen, onSync, busy, withProducts],
  );
  const rows = state.page?.items ?? [];
  const row = target ? (rows.find((candidate) => candidate.categoryId === target.categoryId && candidate.marketplace === target.marketplace) ?? null) : null;
  return (
    <ListScreen<AdminCategoryCrossRow, AdminCrossTab>
      listId="adminCategoryCross"
      titleKey="routes.adminCategoryCross"
      toolbar={exportActions(onExport)}
      tabs={{ tabs: ADMIN_CROSS_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: ADMIN_CROSS_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      summary={
        <>
          <CrossHealthSummary state={health} onRetry={onHealthRetry} />
          <ErrorAlert error={syncError} />
        </>
      }
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={adminCrossRowKey}
      errorKey="adminCrossing.loadError"
      emptyKey="adminCrossing.empty"
      onRetry={onRetry}
    >
      <AdminCrossDialogs target={target} row={row} {...dialogs} />
    </ListScreen>
  );
}
