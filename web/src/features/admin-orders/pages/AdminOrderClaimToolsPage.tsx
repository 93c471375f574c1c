import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { searchesNothing, type OrderClaimToolRow, type OrderClaimToolsQuery, type OrderClaimToolTab } from '@contract/admin-orders/order-claim-tools';
import { ListScreen } from '@web/components/list/ListScreen';
import { exportActions } from '@web/components/list/export-action';
import { emptyKeyOf } from '@web/components/list/filter-values';
import type { AppliedFilters } from '@web/components/list/list-types';
import type { CommandView } from '@web/lib/resources/command-view';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { OnOrderClaimToolCommand, OrderClaimToolCommand } from '../order-claim-tools.resources';
import {
  ORDER_CLAIM_TOOL_TAB_DEFINITIONS,
  ORDER_CLAIM_TOOLS_FILTER_FIELDS,
  orderClaimToolColumns,
  toolItemKey,
  type OrderClaimToolDialog,
} from '../components/order-claim-tools-config';
import { OrderClaimToolsDialogs } from '../components/OrderClaimToolsDialogs';
import { validateOrderClaimToolFilters } from '../components/order-claim-tool-filters';

export interface AdminOrderClaimToolsPageProps {
  query: OrderClaimToolsQuery;
  state: ListState<OrderClaimToolRow, OrderClaimToolTab>;
  onQueryChange: (patch: Partial<OrderClaimToolsQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Export the tab and search on screen (a staff transaction, downloaded from a notice when it ends). */
  onExport?: () => void;
  commandOf: (name: OrderClaimToolCommand) => CommandView;
  onCommand: OnOrderClaimToolCommand;
  onOpenDialog: (name: OrderClaimToolDialog, item: string) => void;
}

function emptyKeyFor(query: OrderClaimToolsQuery): string | undefined {
  if (query.tab === 'claims' && !query.q) return 'adminOrderClaimTools.queueEmpty';
  if (searchesNothing(query)) return 'adminOrderClaimTools.searchFirst';
  return emptyKeyOf(ORDER_CLAIM_TOOLS_FILTER_FIELDS, query);
}

/**
 * /admin/order-claim-tools/index: any order, package or claim across companies, with the company it belongs to; with
 * nothing searched, the claims waiting for staff. A claim in Waiting Admin is approved or rejected with a note; an
 * order's or a package's state is corrected with a reason.
 */
export function AdminOrderClaimToolsPage(props: AdminOrderClaimToolsPageProps) {
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onOpenDialog } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => orderClaimToolColumns(t, format, (name, row) => onOpenDialog(name, toolItemKey(row))), [t, format, onOpenDialog]);
  return (
    <>
      <ListScreen<OrderClaimToolRow, OrderClaimToolTab>
        listId="adminOrderClaimTools"
        titleKey="routes.adminOrderClaimTools"
        toolbar={exportActions(props.onExport)}
        tabs={{ tabs: ORDER_CLAIM_TOOL_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
        filters={{
          fields: ORDER_CLAIM_TOOLS_FILTER_FIELDS,
          values: { ...query },
          onApply: onFiltersApply,
          onReset: onFiltersReset,
          validate: validateOrderClaimToolFilters,
        }}
        columns={columns}
        {...listWiring(query, state, onQueryChange)}
        rowKey={toolItemKey}
        errorKey="adminOrderClaimTools.loadError"
        emptyKey={emptyKeyFor(query)}
        onRetry={onRetry}
      />
      <OrderClaimToolsDialogs rows={state.page?.items ?? []} commandOf={props.commandOf} onCommand={props.onCommand} />
    </>
  );
}
