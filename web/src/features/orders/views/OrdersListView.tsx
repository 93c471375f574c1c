import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { ORDER_ROUTE_TABS } from '@contract/orders/order.tabs';
import { ORDER_FILTER_KEYS, orderFilterProblems, orderQueryToRaw, parseOrderFilters, parseOrderQuery, type OrderListQuery } from '@contract/orders/order.query';
import { filtersPatch } from '@web/lib/list-url';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { bulkPackageRequested } from '../orders.bulk';
import { ordersExport, ordersList } from '../orders.resources';
import { OrdersListPage } from '../pages/OrdersListPage';

const TITLES: Record<string, string> = { refunded: 'orders.refundedTitle', cancelled: 'orders.cancelledTitle' };
const FILTERS = { keys: ORDER_FILTER_KEYS, parse: parseOrderFilters };

/** /orders, /orders/refunded, /orders/cancelled: the URL is the list state (tab, filters, page, page size, sort). */
export function OrdersListView() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const fixedTab = ORDER_ROUTE_TABS[pathname.replace(/\/$/, '')] ?? null;
  const adjust = useCallback((query: OrderListQuery) => (fixedTab ? { ...query, tab: fixedTab } : query), [fixedTab]);
  const list = useListScreen({ list: ordersList, parse: parseOrderQuery, toRaw: orderQueryToRaw, problems: orderFilterProblems, adjust, filters: FILTERS });
  const { query } = list;
  // A selection belongs to the view it was made in: another tab, filter or page starts with none.
  const [selection, setSelection] = useState<{ query: typeof query; keys: string[] }>({ query, keys: [] });
  const selected = selection.query === query ? selection.keys : [];

  return (
    <OrdersListPage
      {...list.page}
      fixedTab={fixedTab}
      titleKey={fixedTab ? TITLES[fixedTab]! : 'orders.title'}
      selected={selected}
      onSelectionChange={(keys) => setSelection({ query, keys })}
      onExport={() => dispatch(ordersExport.requested(orderQueryToRaw({ ...filtersPatch(ORDER_FILTER_KEYS, query), tab: query.tab })))}
      onBulkPackage={(ids) => dispatch(bulkPackageRequested(ids))}
    />
  );
}
