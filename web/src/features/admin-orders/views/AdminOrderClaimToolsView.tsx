import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  ORDER_CLAIM_TOOLS_FILTER_KEYS,
  orderClaimToolsProblems,
  orderClaimToolsQueryToRaw,
  parseOrderClaimToolsFilters,
  parseOrderClaimToolsQuery,
} from '@contract/admin-orders/order-claim-tools';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { ORDER_CLAIM_TOOLS_RECORD_ID, orderClaimToolChanges, orderClaimToolsExport, orderClaimToolsList } from '../order-claim-tools.resources';
import type { OrderClaimToolDialog } from '../components/order-claim-tools-config';
import { AdminOrderClaimToolsPage } from '../pages/AdminOrderClaimToolsPage';

const FILTERS = { keys: ORDER_CLAIM_TOOLS_FILTER_KEYS, parse: parseOrderClaimToolsFilters };

/** /admin/order-claim-tools/index (admin only): the URL holds the tab, the search, the company, the page and the open dialog with its row. */
export function AdminOrderClaimToolsView() {
  const dispatch = useDispatch();
  const list = useListScreen({
    list: orderClaimToolsList,
    parse: parseOrderClaimToolsQuery,
    toRaw: orderClaimToolsQueryToRaw,
    problems: orderClaimToolsProblems,
    filters: FILTERS,
  });
  const changes = useSelector(orderClaimToolChanges.select);
  const [, open] = useUrlDialog<OrderClaimToolDialog>();
  const onOpenDialog = useCallback((name: OrderClaimToolDialog, item: string) => open(name, { item }), [open]);
  return (
    <AdminOrderClaimToolsPage
      {...list.page}
      onExport={() => dispatch(orderClaimToolsExport.requested(orderClaimToolsQueryToRaw(list.query)))}
      commandOf={(name) => commandView(changes, name)}
      onCommand={(...call) => dispatch(orderClaimToolChanges.commandCalled(ORDER_CLAIM_TOOLS_RECORD_ID, ...call))}
      onOpenDialog={onOpenDialog}
    />
  );
}
