import { useMemo } from 'react';
import type { OrderTab } from '@contract/orders/order.tabs';
import type { OrderListQuery, OrderQueryTab } from '@contract/orders/order.query';
import type { OrderRow } from '@contract/orders/order.types';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters, BulkAction } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { ORDER_FILTER_FIELDS, ORDER_TAB_DEFINITIONS, orderColumns, validateOrderFilters } from '../components/order-list-config';
import { exportActions } from '@web/components/list/export-action';

export interface OrdersListPageProps {
  query: OrderListQuery;
  /** /orders/refunded and /orders/cancelled show one tab without the tab strip. */
  fixedTab: OrderTab | null;
  titleKey: string;
  state: ListState<OrderRow, OrderTab>;
  selected: readonly string[];
  onSelectionChange: (keys: string[]) => void;
  onQueryChange: (patch: Partial<OrderListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onExport: () => void;
  onBulkPackage: (orderIds: number[]) => void;
}

export function OrdersListPage(props: OrdersListPageProps) {
  const { query, fixedTab, titleKey, state, selected, onSelectionChange, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onExport, onBulkPackage } =
    props;
  const format = useFormatters();
  const columns = useMemo(() => orderColumns(format), [format]);
  const page = state.page;
  const toolbar = exportActions(onExport);
  const bulkActions: BulkAction[] =
    query.tab === 'readyForPackaging' || query.tab === 'delayed'
      ? [{ id: 'package', labelKey: 'orders.bulkPackage.action', onClick: (keys) => onBulkPackage(keys.map(Number)) }]
      : [];
  return (
    <ListScreen<OrderRow, OrderQueryTab>
      listId="orders"
      titleKey={titleKey}
      tabs={
        fixedTab ? undefined : { tabs: ORDER_TAB_DEFINITIONS, active: query.tab, counts: page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }
      }
      filters={{ fields: ORDER_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate: validateOrderFilters }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      rowHref={(row) => pathOf('orderDetail', { orderId: row.id })}
      errorKey="orders.loadError"
      onRetry={onRetry}
      selection={bulkActions.length > 0 ? { selected, onChange: onSelectionChange } : undefined}
      bulkActions={bulkActions}
      toolbar={toolbar}
    />
  );
}
