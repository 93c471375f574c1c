import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCrossHealthAnswer } from '@contract/admin-crossing/category-cross.api';
import { attributeRowKey, type AdminAttributeCrossQuery, type AdminAttributeCrossRow } from '@contract/admin-crossing/attribute-crossing.query';
import type { AdminCrossTab } from '@contract/admin-crossing/category-cross.query';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import { useNameOf } from '@web/lib/localized-name';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { ADMIN_ATTRIBUTE_FILTER_FIELDS, adminAttributeColumns } from '../components/attribute-crossing-list-config';
import { ADMIN_CROSS_TAB_DEFINITIONS } from '../components/category-cross-list-config';
import { CategoryCrossingPane, type CategoryCrossingPaneProps } from '../components/CategoryCrossingPane';
import { CrossHealthSummary } from '../components/CrossHealthSummary';

export interface AdminAttributeCrossingPageProps {
  query: AdminAttributeCrossQuery;
  state: ListState<AdminAttributeCrossRow, AdminCrossTab>;
  health: DetailState<AdminCrossHealthAnswer>;
  /** The category open in the pane (`?open=`), with what the pane takes; null while none is open. */
  pane: Omit<CategoryCrossingPaneProps, 'onClose'> | null;
  onOpen: (row: AdminAttributeCrossRow) => void;
  onClose: () => void;
  onQueryChange: (patch: Partial<AdminAttributeCrossQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onHealthRetry: () => void;
}

/** /admin/attribute-crossing/: the attributes of every crossed leaf per marketplace; Open shows the category's crossing with all its dialogs. */
export function AdminAttributeCrossingPage(props: AdminAttributeCrossingPageProps) {
  const { query, state, health, pane, onOpen, onClose, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onHealthRetry } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const nameOf = useNameOf();
  const withProducts = query.companyId !== undefined;
  const columns = useMemo(() => adminAttributeColumns(t, format, nameOf, onOpen, withProducts), [t, format, nameOf, onOpen, withProducts]);
  return (
    <ListScreen<AdminAttributeCrossRow, AdminCrossTab>
      listId="adminAttributeCrossing"
      titleKey="routes.adminAttributeCrossing"
      tabs={{ tabs: ADMIN_CROSS_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: ADMIN_ATTRIBUTE_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      summary={
        <>
          <CrossHealthSummary state={health} onRetry={onHealthRetry} />
          {pane ? <CategoryCrossingPane {...pane} onClose={onClose} /> : null}
        </>
      }
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={attributeRowKey}
      errorKey="adminCrossing.attributes.loadError"
      emptyKey="adminCrossing.attributes.empty"
      onRetry={onRetry}
    />
  );
}
